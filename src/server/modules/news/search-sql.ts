import { sql, type RawBuilder, type SqlBool } from 'kysely';

// The news repository's full-text SQL, kept apart from its queries.

/** What a search looks for, as the service says it; only the repository turns it into SQL. */
export type TextSearch =
  | { web: string }
  | { primary: string; group: string[] }
  | { anyOf: string[] };

/**
 * A full-text query: `tsquery` is what must match; `valid` is false when the input reduced
 * to nothing searchable (only stop words, only punctuation), so the search finds nothing
 * instead of matching everything or nothing by accident. Both are constant expressions:
 * websearch_to_tsquery is immutable, so PostgreSQL folds them once per statement.
 */
export type TextQuery = { tsquery: RawBuilder<unknown>; valid: RawBuilder<SqlBool>; key: string };

const web = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

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
  const any = sql.join(group.map((g) => sql`(${web(g)})`), sql` || `);
  return {
    tsquery: sql`((${p}) && (${any}))`,
    valid: sql<SqlBool>`(numnode(${p}) > 0 AND numnode(${any}) > 0)`,
    key: `a:${JSON.stringify([primary, ...group])}`,
  };
}

/** Any of the terms (each in web-search syntax); a term that is only stop words drops out. */
function anyOfQuery(terms: string[]): TextQuery {
  const any = sql`(${sql.join(terms.map((t) => sql`(${web(t)})`), sql` || `)})`;
  return { tsquery: any, valid: sql<SqlBool>`numnode(${any}) > 0`, key: `any:${JSON.stringify(terms)}` };
}

export function textQuery(t: TextSearch): TextQuery {
  if ('web' in t) return websearchQuery(t.web);
  if ('anyOf' in t) return anyOfQuery(t.anyOf);
  return advancedQuery(t.primary, t.group);
}

/**
 * Relevance as a tier, best first: the whole query satisfied by the title alone (3), by
 * title and summary together (2), or only with the body (1); ties go to the newest. Rows
 * come from the GIN index on search_vector (the full match, so an exclusion anywhere
 * removes the article); the tier is then two tests on small inline vectors.
 */
export function tierExpression(q: TextQuery): RawBuilder<number> {
  return sql<number>`CASE WHEN title_vector @@ ${q.tsquery} THEN 3
    WHEN head_vector @@ ${q.tsquery} THEN 2 ELSE 1 END`;
}

/**
 * The full-article condition for a row whose title already matches. Without a negation a
 * title match implies it, and PostgreSQL folds this to TRUE at plan time (skipping the big
 * index); with one (`-word`), the word must be absent from the whole article too.
 */
export function impliedByTitle(q: TextQuery): RawBuilder<SqlBool> {
  return sql<SqlBool>`(position('!' in (${q.tsquery})::text) = 0 OR search_vector @@ ${q.tsquery})`;
}
