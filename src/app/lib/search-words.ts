// Search words the reader typed, as the screens speak of them: over the API's limits
// (SEARCH_LIMITS) a search is refused before it is sent, in words; a long term is shortened
// where a heading quotes it.
import { SEARCH_LIMITS } from '#shared/constants.ts';

const count = (n: number) => n.toLocaleString('en-IN');

/** "The search term can be at most 200 characters; this one has 243. Shorten it and search again." */
export const tooLong = (what: string, max: number, length: number): string =>
  `${what} can be at most ${count(max)} characters; this one has ${count(length)}. Shorten it and search again.`;

/** The toolbar's and the search form's term: why it cannot be searched, or null. */
export function searchTermProblem(q: string): string | null {
  const term = q.trim();
  return term.length > SEARCH_LIMITS.maxQueryLength
    ? tooLong('The search term', SEARCH_LIMITS.maxQueryLength, term.length)
    : null;
}

/** A term as a heading or a sentence quotes it: at most `max` characters, cut at a word, with "…". */
export function shortTerm(term: string, max = 60): string {
  if (term.length <= max) return term;
  const cut = term.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
