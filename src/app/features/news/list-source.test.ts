import { describe, expect, it } from 'vitest';
import { newsListAddressSchema } from '#shared/schemas/addresses.ts';
import { chooseListSource, listQueryOptions } from './list-source';

/** The search as a typed, shortened or shared URL gives it to the route: anything at all. */
const fromUrl = (raw: Record<string, unknown>) => newsListAddressSchema.parse(raw);

describe('news list source', () => {
  it('prefers category over watch list over today', () => {
    expect(chooseListSource({ category: 'Sports', watchlist: true })).toEqual({ kind: 'category', category: 'Sports' });
    expect(chooseListSource({ watchlist: true })).toEqual({ kind: 'watchlist' });
    expect(chooseListSource({})).toEqual({ kind: 'today' });
  });

  it('keys each list by source, one-based page, size 10 and My languages', () => {
    expect(listQueryOptions({ kind: 'category', category: 'Sports' }, 2, []).queryKey).toEqual([
      'news',
      'category',
      'Sports',
      2,
      10,
      '',
    ]);
    expect(listQueryOptions({ kind: 'today' }, 1, ['en', 'hi']).queryKey).toEqual(['news', 'today', 1, 10, 'en,hi']);
    expect(listQueryOptions({ kind: 'watchlist' }, 1, ['hi']).queryKey).toEqual(['news', 'watchlist', 1, 10, 'hi']);
  });

  it('persists public lists but never the personal watch list', () => {
    expect(listQueryOptions({ kind: 'today' }, 1, []).meta).toEqual({ persist: true });
    expect(listQueryOptions({ kind: 'watchlist' }, 1, []).meta).toBeUndefined();
  });

  it('reads watchlist=true from the query string', () => {
    expect(fromUrl({ watchlist: 'true' }).watchlist).toBe(true);
    expect(fromUrl({ watchlist: 'false', page: '4' })).toMatchObject({ watchlist: false, page: 4 });
    expect(fromUrl({ page: 'x' }).page).toBe(1);
  });
});
