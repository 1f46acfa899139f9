import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '#shared/constants.ts';
import { chooseSearch } from './choose-search';
import { refusedSearchMessage, searchProblem } from './search-problem';
import { searchPageParams } from './search-params';

const chars = (n: number) => 'x'.repeat(n);

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
    expect(searchProblem({ primary: chars(101) })?.field).toBe('primary');
    expect(searchProblem({ primary: 'rbi', group: `rates,${chars(120)}` })?.message).toContain(
      'at most 100 characters',
    );
    expect(searchProblem({ primary: 'rbi', group: 'a,b,c,d,e,f,g,h,i,j,k' })?.message).toBe(
      'A search can have at most 10 other terms; this one has 11. Remove some and search again.',
    );
    expect(searchProblem({ source: chars(101) })?.field).toBe('source');
  });

  it('keeps an over-long term from the address, so the page can say what is wrong', () => {
    const params = searchPageParams({ q: chars(250) } as Parameters<typeof searchPageParams>[0]);
    expect(chooseSearch(params)).toMatchObject({ kind: 'invalid', problem: { field: 'q' } });
  });
});

describe("the API's refusal in the reader's words", () => {
  it("names the field and says zod's rule plainly", () => {
    expect(refusedSearchMessage('q: at most 200 characters')).toBe('The search term: at most 200 characters.');
    expect(refusedSearchMessage('group: Too big: expected array to have <=10 items')).toBe(
      'The other terms: at most 10 items.',
    );
    expect(refusedSearchMessage('group.0: at most 100 characters')).toBe('The other terms: at most 100 characters.');
    expect(refusedSearchMessage('primary: No search term provided.')).toBe('The main term: No search term provided.');
    expect(refusedSearchMessage('Something else')).toBe('Something else');
  });
});
