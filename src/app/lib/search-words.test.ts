import { describe, expect, it } from 'vitest';
import { shortTerm } from './search-words';

describe('search words as the screens quote them', () => {
  it('keeps a short term and cuts a long one at a word, with an ellipsis', () => {
    expect(shortTerm('monsoon')).toBe('monsoon');
    const long = 'the monsoon arrives early in Kerala and the farmers of the south are glad of it this year';
    const short = shortTerm(long);
    expect(short.length).toBeLessThanOrEqual(60);
    expect(short.endsWith('…')).toBe(true);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
    expect(short.at(-2)).not.toBe(' ');
  });

  it('cuts a term without spaces anywhere', () => {
    expect(shortTerm('x'.repeat(100), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});
