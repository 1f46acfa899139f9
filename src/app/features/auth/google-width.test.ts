import { describe, expect, it } from 'vitest';
import { googleButtonWidth } from './google-width';

describe('googleButtonWidth', () => {
  it('keeps a width between 200 and 400', () => {
    expect(googleButtonWidth(320)).toBe(320);
    expect(googleButtonWidth(120)).toBe(200);
    expect(googleButtonWidth(1280)).toBe(400);
  });
  it('falls back to 0 (the library default) when nothing is measured', () => {
    expect(googleButtonWidth(0)).toBe(0);
    expect(googleButtonWidth(Number.NaN)).toBe(0);
  });
});
