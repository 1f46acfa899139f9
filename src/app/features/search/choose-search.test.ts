import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '#shared/constants.ts';
import { searchAddressSchema } from '#shared/schemas/addresses.ts';
import {
  buildAdvancedParams,
  chooseSearch,
  pageChangeRefetches,
  parseGroup,
  searchFormProblem,
  searchProblem,
  searchTerm,
} from './choose-search';

/** The search as a typed, shortened or shared URL gives it to the route: anything at all. */
const fromUrl = (raw: Record<string, unknown>) => searchAddressSchema.parse(raw);
const chars = (n: number) => 'x'.repeat(n);

describe('search endpoint choice', () => {
  it('uses advanced search when primary or group is present, whatever else is set', () => {
    expect(chooseSearch({ primary: 'rbi', q: 'x', source: 'Y' })).toEqual({
      kind: 'advanced',
      primary: 'rbi',
      group: [],
    });
    expect(chooseSearch({ primary: 'rbi', group: 'rates, inflation ,' })).toEqual({
      kind: 'advanced',
      primary: 'rbi',
      group: ['rates', 'inflation'],
    });
  });

  it('takes the term as primary when only a group is given, and gives up without either', () => {
    expect(chooseSearch({ group: 'a,b', q: 'budget' })).toEqual({
      kind: 'advanced',
      primary: 'budget',
      group: ['a', 'b'],
    });
    expect(chooseSearch({ group: 'a,b' })).toEqual({ kind: 'none' });
  });

  it('uses by-source for a source alone and the combined search for source plus term', () => {
    expect(chooseSearch({ source: 'Deccan Ledger' })).toEqual({ kind: 'source', source: 'Deccan Ledger' });
    expect(chooseSearch({ source: 'Deccan Ledger', q: 'rain' })).toEqual({
      kind: 'source',
      source: 'Deccan Ledger',
      q: 'rain',
    });
  });

  it('uses text search for a term alone and nothing for blank input', () => {
    expect(chooseSearch({ q: ' monsoon ' })).toEqual({ kind: 'text', q: 'monsoon' });
    expect(chooseSearch({})).toEqual({ kind: 'none' });
    expect(chooseSearch({ q: '   ', source: '', primary: ' ', group: ' , ' })).toEqual({ kind: 'none' });
  });

  it('refetches on a page change only for text and source searches', () => {
    expect(pageChangeRefetches({ kind: 'text', q: 'x' })).toBe(true);
    expect(pageChangeRefetches({ kind: 'source', source: 's' })).toBe(true);
    expect(pageChangeRefetches({ kind: 'advanced', primary: 'p', group: [] })).toBe(false);
  });

  it('quotes the right term in the heading', () => {
    expect(searchTerm({ kind: 'text', q: 'rain' })).toBe('rain');
    expect(searchTerm({ kind: 'source', source: 'Herald' })).toBe('Herald');
    expect(searchTerm({ kind: 'source', source: 'Herald', q: 'rain' })).toBe('rain');
    expect(searchTerm({ kind: 'advanced', primary: 'rbi', group: ['rates', 'gdp'] })).toBe('rbi + rates, gdp');
  });
});

describe('advanced form parameters', () => {
  it('builds primary and a comma-separated group, dropping blanks and commas inside terms', () => {
    expect(buildAdvancedParams(' rbi ', ['rates', ' ', 'a,b'])).toEqual({ primary: 'rbi', group: 'rates,a b' });
    expect(buildAdvancedParams('rbi', [])).toEqual({ primary: 'rbi', group: undefined });
    expect(parseGroup(buildAdvancedParams('x', ['one', 'two']).group)).toEqual(['one', 'two']);
  });
});

describe('search query string', () => {
  it('defaults to page 1 and size 12 and accepts only the offered sizes', () => {
    expect(fromUrl({})).toMatchObject({ page: 1, size: 12 });
    expect(fromUrl({ page: '3', size: '24' })).toMatchObject({ page: 3, size: 24 });
    expect(fromUrl({ page: '-2', size: '13' })).toMatchObject({ page: 1, size: 12 });
  });
});

describe('a search the API would refuse, found before it is sent', () => {
  it('accepts terms at the limits', () => {
    expect(searchProblem({ q: chars(SEARCH_LIMITS.maxQueryLength) })).toBeNull();
    expect(
      searchProblem({
        primary: chars(SEARCH_LIMITS.maxTermLength),
        group: Array.from({ length: SEARCH_LIMITS.maxGroupTerms }, (_, i) => `t${i}`).join(','),
      }),
    ).toBeNull();
  });

  it('names the field and the limit, in words, for each kind of term', () => {
    expect(searchProblem({ q: ` ${chars(243)} ` })).toEqual({
      field: 'q',
      message: 'The search term can be at most 200 characters; this one has 243. Shorten it and search again.',
    });
    expect(searchProblem({ q: chars(1500) })?.message).toBe(
      'The search term can be at most 200 characters; this one has 1,500. Shorten it and search again.',
    );
    expect(searchProblem({ primary: chars(101) })?.field).toBe('primary');
    expect(searchProblem({ primary: 'rbi', group: `rates,${chars(120)}` })).toEqual({
      field: 'group',
      message: 'Each other term can be at most 100 characters; this one has 120. Shorten it and search again.',
    });
    expect(searchProblem({ primary: 'rbi', group: 'a,b,c,d,e,f,g,h,i,j,k' })?.message).toBe(
      'A search can have at most 10 other terms; this one has 11. Remove some and search again.',
    );
    expect(searchProblem({ source: chars(101) })?.field).toBe('source');
    // A group without a main term takes the term as its main one: its limit is said on the term.
    expect(searchProblem({ q: chars(150), group: 'rates' })?.field).toBe('q');
  });

  it('keeps an over-long term from the address, so the page can say what is wrong', () => {
    expect(chooseSearch(fromUrl({ q: chars(250) }))).toMatchObject({ kind: 'invalid', problem: { field: 'q' } });
  });
});

describe('a search form as it is typed', () => {
  it('has nothing to send while blank: the catalogue says so on the main field', () => {
    expect(searchFormProblem({ q: '   ' }, 'q')).toEqual({ field: 'q', message: 'No search term provided.' });
    expect(searchFormProblem(buildAdvancedParams(' ', ['rates']), 'primary')).toEqual({
      field: 'primary',
      message: 'No search term provided.',
    });
  });

  it('takes a term, a source alone, or a main term with others', () => {
    expect(searchFormProblem({ q: 'monsoon' }, 'q')).toBeNull();
    expect(searchFormProblem({ source: 'Deccan Ledger' }, 'q')).toBeNull();
    expect(searchFormProblem(buildAdvancedParams('India', ['festival', 'season']), 'primary')).toBeNull();
  });

  it('says what the API would refuse on the field at fault', () => {
    expect(searchFormProblem({ q: chars(2000) }, 'q')?.message).toBe(
      'The search term can be at most 200 characters; this one has 2,000. Shorten it and search again.',
    );
    expect(searchFormProblem(buildAdvancedParams('rbi', ['rates', chars(120)]), 'primary')?.field).toBe('group');
  });
});
