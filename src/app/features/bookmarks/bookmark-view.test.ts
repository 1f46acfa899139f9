import { describe, expect, it } from 'vitest';
import { bookmarksAddressSchema } from '#shared/schemas/addresses.ts';
import { nextSort } from './bookmark-view';

/** The search as a typed, shortened or shared URL gives it to the route: anything at all. */
const fromUrl = (raw: Record<string, unknown>) => bookmarksAddressSchema.parse(raw);

describe('bookmark table controls', () => {
  it('cycles the title sort through A–Z, Z–A and back to newest first', () => {
    expect([nextSort(undefined), nextSort('asc'), nextSort('desc')]).toEqual(['asc', 'desc', undefined]);
  });

  it('reads the URL: page size only 5, 10 or 25 (10 by default), bad values fall back', () => {
    expect(fromUrl({})).toEqual({ page: 1, size: 10 });
    expect(fromUrl({ size: '25', page: '3', sort: 'desc', q: 'Delhi' })).toEqual({
      size: 25,
      page: 3,
      sort: 'desc',
      q: 'Delhi',
    });
    expect(fromUrl({ size: 7, page: -2, sort: 'up' })).toEqual({ size: 10, page: 1, sort: undefined });
  });
});
