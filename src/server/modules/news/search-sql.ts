import { sql, type RawBuilder, type SqlBool } from 'kysely';

// The news repository's full-text SQL, kept apart from its queries.

/** What a search looks for, as the service says it; only the repository turns it into SQL. */
export type TextSearch = { web: string } | { primary: string; group: string[] } | { anyOf: string[] };

/**
 * A full-text query: `tsquery` is what must match; `valid` is false when the input reduced
 * to nothing searchable (only stop words, only punctuation), so the search finds nothing
 * instead of matching everything or nothing by accident. Both are constant expressions:
 * websearch_to_tsquery is immutable, so PostgreSQL folds them once per statement.
 */
export type TextQuery = { tsquery: RawBuilder<unknown>; valid: RawBuilder<SqlBool>; key: string };

const web = (text: string | RawBuilder<unknown>) => sql`websearch_to_tsquery('english', ${text})`;

/**
 * One watch-list term's query, for a term held in a column (alerts match an article against
 * every member's terms in one statement): the same query the watch-list search builds.
 */
export const termTsquery = (term: RawBuilder<unknown>): RawBuilder<unknown> => web(term);

/** Web-search syntax: "quoted phrases", `OR`, `-exclusion`; plain words must all match. */
function websearchQuery(text: string): TextQuery {
  const q = web(text);
  return { tsquery: q, valid: sql<SqlBool>`numnode(${q}) > 0`, key: `w:${text}` };
}

/**
 * Advanced search: `primary` must match, and at least one `group` term when any is given.
 * A group term that is only stop words is ignored; if all are, nothing can match.
 */
function advancedQuery(primary: string, group: string[]): TextQuery {
  const p = web(primary);
  if (group.length === 0) return { ...websearchQuery(primary), key: `a:${primary}` };
  // tsquery's || and && drop an empty operand, which is exactly "ignore a stop-word term".
  const any = sql.join(
    group.map((g) => sql`(${web(g)})`),
    sql` || `,
  );
  return {
    tsquery: sql`((${p}) && (${any}))`,
    valid: sql<SqlBool>`(numnode(${p}) > 0 AND numnode(${any}) > 0)`,
    key: `a:${JSON.stringify([primary, ...group])}`,
  };
}

/** Any of the terms (each in web-search syntax); a term that is only stop words drops out. */
function anyOfQuery(terms: string[]): TextQuery {
  const any = sql`(${sql.join(
    terms.map((t) => sql`(${web(t)})`),
    sql` || `,
  )})`;
  return { tsquery: any, valid: sql<SqlBool>`numnode(${any}) > 0`, key: `any:${JSON.stringify(terms)}` };
}

export function textQuery(t: TextSearch): TextQuery {
  if ('web' in t) return websearchQuery(t.web);
  if ('anyOf' in t) return anyOfQuery(t.anyOf);
  return advancedQuery(t.primary, t.group);
}

/**
 * Relevance is a tier, best first: the whole query satisfied by the title alone (3), by
 * title and summary together (2), or only with the body (1); ties go to the newest. Each
 * tier has its own test, so a search reads the tiers one after another, newest first, through
 * its own vector's lists in the text index (title_vector, head_vector, search_vector; one GIN
 * index over the source and the three, migration 0012) instead of ranking every
 * match: `tier(q, 3)` is the title tier, `tier(q, 2)` the rest of title + summary, `tier(q, 1)`
 * the rest of the article. A match of the small vectors is always a full match (the article
 * vector holds the same words at the same positions), except that an exclusion (`-word`)
 * must also be absent from the body; `fullMatch` adds that test only when the query has one.
 */
export function tier(q: TextQuery, n: 1 | 2 | 3): RawBuilder<SqlBool> {
  const title = sql<SqlBool>`title_vector @@ ${q.tsquery}`;
  const head = sql<SqlBool>`head_vector @@ ${q.tsquery}`;
  if (n === 3) return sql<SqlBool>`${title} AND ${fullMatch(q)}`;
  if (n === 2) return sql<SqlBool>`${head} AND NOT (${title}) AND ${fullMatch(q)}`;
  // A query with an exclusion can match the title and the article but not title + summary
  // ("a OR -b", b only in the summary, a in the body): the title test keeps such a row in tier 3.
  return sql<SqlBool>`NOT (${head}) AND NOT (${title}) AND search_vector @@ ${q.tsquery}`;
}

/** Any match of the query in the whole article (title, summary, byline or text). */
export function matchAll(q: TextQuery): RawBuilder<SqlBool> {
  return sql<SqlBool>`search_vector @@ ${q.tsquery}`;
}

/**
 * The full-article condition for a row whose title (or summary) already matches. Without a
 * negation that match implies it, and PostgreSQL folds this to TRUE at plan time (skipping
 * the big vector); with one (`-word`), the word must be absent from the whole article too,
 * which the text index tests together with the title or summary condition.
 */
function fullMatch(q: TextQuery): RawBuilder<SqlBool> {
  return sql<SqlBool>`(position('!' in (${q.tsquery})::text) = 0 OR search_vector @@ ${q.tsquery})`;
}
