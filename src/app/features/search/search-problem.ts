// A search the API would refuse (SEARCH_LIMITS), found before it is sent: from the search forms,
// or from an address someone typed or shortened.
import { SEARCH_LIMITS } from '#shared/constants.ts';
import { searchTermProblem, tooLong } from '#app/lib/search-words.ts';
import { parseGroup, type SearchParams } from './search-params';

export type SearchField = 'q' | 'source' | 'primary' | 'group';
export type SearchProblem = { field: SearchField; message: string };

/** The first field of a search the API would refuse, with why in words; null when it may be sent. */
export function searchProblem(p: Pick<SearchParams, SearchField>): SearchProblem | null {
  const q = searchTermProblem(p.q ?? '');
  if (q) return { field: 'q', message: q };
  const source = p.source?.trim() ?? '';
  if (source.length > SEARCH_LIMITS.maxTermLength)
    return { field: 'source', message: tooLong('A source name', SEARCH_LIMITS.maxTermLength, source.length) };
  const primary = p.primary?.trim() ?? '';
  if (primary.length > SEARCH_LIMITS.maxTermLength)
    return { field: 'primary', message: tooLong('The main term', SEARCH_LIMITS.maxTermLength, primary.length) };
  const group = parseGroup(p.group);
  const long = group.find((t) => t.length > SEARCH_LIMITS.maxTermLength);
  if (long) return { field: 'group', message: tooLong('Each other term', SEARCH_LIMITS.maxTermLength, long.length) };
  if (group.length > SEARCH_LIMITS.maxGroupTerms)
    return {
      field: 'group',
      message: `A search can have at most ${SEARCH_LIMITS.maxGroupTerms} other terms; this one has ${group.length}. Remove some and search again.`,
    };
  return null;
}

/** A search the API answered 400: the reader's words, not a fault ("q: at most 200 characters"). */
export function refusedSearchMessage(apiMessage: string): string {
  const names: Record<string, string> = {
    q: 'The search term',
    source: 'The source',
    primary: 'The main term',
    group: 'The other terms',
  };
  const m = /^(\w+)(?:\.\d+)?: (.*?)\.?$/.exec(apiMessage);
  const what = m ? names[m[1] ?? ''] : undefined;
  if (!what || !m) return apiMessage;
  // zod's own wording, as a reader would say it.
  const rule = (m[2] ?? '').replace(/^Too big: expected \w+ to have <=(\d+) (\w+)$/, 'at most $1 $2');
  return `${what}: ${rule}.`;
}
