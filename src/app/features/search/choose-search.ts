import {
  advancedSearchSchema,
  searchQuerySchema,
  sourceQuerySchema,
  type AdvancedSearch,
} from '#shared/schemas/news.ts';
import type { SearchAddress } from '#shared/schemas/addresses.ts';
import { MESSAGES } from '#shared/messages.ts';

export type SearchField = 'q' | 'source' | 'primary' | 'group';
/** A search the API would refuse: the field at fault, and why in the shared schema's words. */
export type SearchProblem = { field: SearchField; message: string };

export type SearchChoice =
  | { kind: 'invalid'; problem: SearchProblem }
  | { kind: 'advanced'; primary: string; group: string[] }
  | { kind: 'source'; source: string; q?: string }
  | { kind: 'text'; q: string }
  | { kind: 'none' };

export type SearchRequest = Pick<SearchAddress, 'q' | 'source' | 'primary' | 'group'>;

/** The advanced search's other terms, from the comma-separated `group`. */
export const parseGroup = (group: string | undefined): string[] =>
  (group ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The first issue of a refused search, on the field the reader typed it in. */
function refused(
  error: { issues: { path: PropertyKey[]; message: string }[] },
  field: (path: PropertyKey | undefined) => SearchField,
): SearchChoice {
  const issue = error.issues[0];
  return { kind: 'invalid', problem: { field: field(issue?.path[0]), message: issue?.message ?? '' } };
}

/**
 * Primary or group → advanced search; source only → by source; term only →
 * text search; term and source → combined; nothing → 'No search term provided.'.
 * Advanced search needs a primary term; a group without one falls back to `q` as primary.
 * Each is checked by the API's own schema before it is sent: one it would refuse (too long,
 * too many terms) is 'invalid', with the schema's message.
 */
export function chooseSearch(p: SearchRequest): SearchChoice {
  const q = p.q?.trim() || undefined;
  const source = p.source?.trim() || undefined;
  const primary = p.primary?.trim() || undefined;
  const group = parseGroup(p.group);
  if (primary || group.length > 0) {
    const main = primary ?? q;
    if (!main) return { kind: 'none' };
    const checked = advancedSearchSchema.safeParse({ primary: main, group } satisfies Partial<AdvancedSearch>);
    if (!checked.success) return refused(checked.error, (f) => (f === 'group' ? 'group' : primary ? 'primary' : 'q'));
    return { kind: 'advanced', primary: checked.data.primary, group: checked.data.group };
  }
  if (source) {
    const checked = sourceQuerySchema.safeParse({ source, q });
    if (!checked.success) return refused(checked.error, (f) => (f === 'q' ? 'q' : 'source'));
    return q ? { kind: 'source', source, q } : { kind: 'source', source };
  }
  if (q) {
    const checked = searchQuerySchema.safeParse({ q });
    if (!checked.success) return refused(checked.error, () => 'q');
    return { kind: 'text', q };
  }
  return { kind: 'none' };
}

/** Why the API would refuse this search, or null when it may be sent (or there is nothing to send). */
export function searchProblem(p: SearchRequest): SearchProblem | null {
  const choice = chooseSearch(p);
  return choice.kind === 'invalid' ? choice.problem : null;
}

/**
 * Why a search form's input cannot be sent, as it is typed: what the API would refuse, or, with
 * nothing to search yet, the catalogue's "No search term provided." on the form's `main` field.
 */
export function searchFormProblem(p: SearchRequest, main: SearchField): SearchProblem | null {
  const choice = chooseSearch(p);
  if (choice.kind === 'invalid') return choice.problem;
  return choice.kind === 'none' ? { field: main, message: MESSAGES.noSearchTerm } : null;
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

/** The advanced form's output: `primary` plus the comma-separated `group` of other terms. */
export function buildAdvancedParams(primary: string, group: string[]): SearchRequest {
  const terms = group.map((t) => t.replaceAll(',', ' ').trim()).filter(Boolean);
  return { primary: primary.trim(), group: terms.length ? terms.join(',') : undefined };
}
