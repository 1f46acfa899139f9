import { describe, expect, it } from 'vitest';
import {
  bookmarksAddressSchema,
  historyAddressSchema,
  newsListAddressSchema,
  pagedAddressSchema,
  searchAddressSchema,
} from './addresses';

// An address typed, shortened or shared can hold anything: each parameter falls back.
describe("the addresses' search parameters", () => {
  it('read a page number from its text or number, else fall back to the first page', () => {
    const page = (raw: unknown) => pagedAddressSchema.parse({ page: raw }).page;
    expect(page('3')).toBe(3);
    expect(page(7)).toBe(7);
    expect(page(' 12 ')).toBe(12);
    for (const bad of [undefined, '', 'x', '-2', '0', '2.5', 100_001, true, null]) expect(page(bad)).toBe(1);
    expect(historyAddressSchema.parse({ page: '0' }).page).toBe(0);
  });

  it('accept only the screen’s own page sizes', () => {
    const size = (raw: unknown) => bookmarksAddressSchema.parse({ size: raw }).size;
    expect(size('25')).toBe(25);
    expect(size(5)).toBe(5);
    expect(size('13')).toBe(10);
    expect(size(undefined)).toBe(10);
  });

  it('keep a text within its length, trimmed when asked, and drop anything else', () => {
    const q = (raw: unknown) => bookmarksAddressSchema.parse({ q: raw }).q;
    expect(q('Delhi')).toBe('Delhi');
    expect(q('x'.repeat(201))).toBeUndefined();
    expect(q(2024)).toBeUndefined();
    expect(searchAddressSchema.parse({ q: '  Pune  ' }).q).toBe('Pune');
    expect(searchAddressSchema.parse({ q: '   ' }).q).toBe('');
    expect(newsListAddressSchema.parse({ category: '   ' }).category).toBeUndefined();
  });

  it('read choices and flags', () => {
    expect(bookmarksAddressSchema.parse({ sort: 'desc' }).sort).toBe('desc');
    expect(bookmarksAddressSchema.parse({ sort: 'up' }).sort).toBeUndefined();
    const watchlist = (raw: unknown) => newsListAddressSchema.parse({ watchlist: raw }).watchlist;
    expect(watchlist('true')).toBe(true);
    expect(watchlist(false)).toBe(false);
    expect(watchlist('yes')).toBeUndefined();
  });

  it('keep only their own parameters, with the defaults filled in', () => {
    expect(pagedAddressSchema.parse({ page: '2', utm_source: 'x' })).toEqual({ page: 2 });
    expect(searchAddressSchema.parse({ q: 'rain' })).toEqual({ q: 'rain', page: 1, size: 12 });
    expect(searchAddressSchema.parse({ q: 5 }).q).toBeUndefined();
  });
});
