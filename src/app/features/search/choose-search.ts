import { searchProblem, type SearchProblem } from './search-problem';
import { parseGroup, type SearchParams } from './search-params';

export { parseGroup };

export type SearchChoice =
  | { kind: 'invalid'; problem: SearchProblem }
  | { kind: 'advanced'; primary: string; group: string[] }
  | { kind: 'source'; source: string; q?: string }
  | { kind: 'text'; q: string }
  | { kind: 'none' };

/**
 * Primary or group → advanced search; source only → by source; term only →
 * text search; term and source → combined; nothing → 'No search term provided.'.
 * Advanced search needs a primary term; a group without one falls back to `q` as primary.
 * A search the API would refuse (too long, too many terms) is not sent: 'invalid' says why.
 */
export function chooseSearch(p: Pick<SearchParams, 'q' | 'source' | 'primary' | 'group'>): SearchChoice {
  const problem = searchProblem(p);
  if (problem) return { kind: 'invalid', problem };
  const q = p.q?.trim() || undefined;
  const source = p.source?.trim() || undefined;
  const primary = p.primary?.trim() || undefined;
  const group = parseGroup(p.group);
  if (primary || group.length > 0) {
    const main = primary ?? q;
    return main ? { kind: 'advanced', primary: main, group } : { kind: 'none' };
  }
  if (source) return q ? { kind: 'source', source, q } : { kind: 'source', source };
  if (q) return { kind: 'text', q };
  return { kind: 'none' };
}

/** Whether changing the page asks the server again: only for text and source searches. */
export const pageChangeRefetches = (c: SearchChoice): boolean => c.kind === 'text' || c.kind === 'source';

/** The term the heading and the empty panel quote. */
export function searchTerm(c: SearchChoice): string {
  switch (c.kind) {
    case 'advanced':
      return c.group.length ? `${c.primary} + ${c.group.join(', ')}` : c.primary;
    case 'source':
      return c.q ? `${c.q}` : c.source;
    case 'text':
      return c.q;
    case 'none':
    case 'invalid':
      return '';
  }
}

export type SearchRequest = Pick<SearchParams, 'q' | 'source' | 'primary' | 'group'>;

/** The advanced form's output: `primary` plus the comma-separated `group` of other terms. */
export function buildAdvancedParams(primary: string, group: string[]): SearchRequest {
  const terms = group.map((t) => t.replaceAll(',', ' ').trim()).filter(Boolean);
  return { primary: primary.trim(), group: terms.length ? terms.join(',') : undefined };
}
