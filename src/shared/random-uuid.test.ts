import { describe, expect, it } from 'vitest';
import { randomUuid } from './random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('makes a distinct version-4 UUID per call, also without crypto.randomUUID (plain http)', () => {
    const a = randomUuid();
    expect(a).toMatch(V4);
    expect(randomUuid()).not.toBe(a);
    const real = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 50 }, () => randomUuid()));
      expect(keys.size).toBe(50);
      for (const k of keys) expect(k).toMatch(V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: real, configurable: true });
    }
  });
});
