import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { termError as termErrorIn } from './term-error';

const termError = (terms: string[], candidate: string) => termErrorIn(i18n, terms, candidate);

describe('termError', () => {
  it('accepts a term of 2 to 50 characters', () => {
    expect(termError([], 'monsoon')).toBeNull();
    expect(termError([], 'ab')).toBeNull();
  });
  it('rejects empty, too short, too long and duplicate terms', () => {
    expect(termError([], '  ')).toMatch(/Type a word/);
    expect(termError([], 'a')).toBe('A term must be at least 2 characters');
    expect(termError([], 'x'.repeat(51))).toBe('A term must be at most 50 characters');
    expect(termError(['Monsoon'], 'monsoon ')).toBe('Already on your watch list');
  });
  it('stops at 20 terms', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `term ${i}`);
    expect(termError(twenty, 'one more')).toBe('At most 20 terms');
  });
});
