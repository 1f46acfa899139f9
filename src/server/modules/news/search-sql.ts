import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { LANGUAGES } from '#shared/languages.ts';
import { foldText, hasLatinLetters, hasNativeLetters, romanQuery } from '#server/lib/search-text.ts';

// The news repository's full-text SQL, kept apart from its queries.

/** What a search looks for, as the service says it; only the repository turns it into SQL. */
export type TextSearch = { web: string } | { primary: string; group: string[] } | { anyOf: string[] };

/**
 * A full-text query. `tsquery` is what must match the text vectors; `roman`, when there is
 * one, what must match the Latin-key vectors of articles not in English instead (a query with
 * Latin letters: `kisan andolan` finds `किसान आंदोलन`). `valid` is false when the input
 * reduced to nothing searchable (only stop words, only punctuation), so the search finds
 * nothing instead of matching everything or nothing by accident. All are constant
 * expressions: websearch_to_tsquery is immutable, so PostgreSQL folds them once per statement.
 */
export type TextQuery = {
  tsquery: RawBuilder<unknown>;
  roman?: RawBuilder<unknown>;
  valid: RawBuilder<SqlBool>;
  key: string;
};

const SCRIPT_LETTERS = new Map<string, RegExp>(
  LANGUAGES.map((l) => [l.code, new RegExp(`\\p{Script=${l.script}}`, 'u')]),
);

/**
 * The languages whose text search configurations parse a query: English alone for a query in
 * Latin letters (every configuration stems Latin-letter words as English does), else the
 * languages of the scope written in the query's scripts (Hindi, Marathi and Nepali for
 * Devanagari), or the whole scope when none is.
 */
function parsingLanguages(text: string, scope: readonly string[]): string[] {
  if (!hasNativeLetters(text)) return ['en'];
  const written = scope.filter((code) => code !== 'en' && SCRIPT_LETTERS.get(code)?.test(text));
  return written.length ? written : [...scope];
}

/** Web-search syntax over the text vectors, in each parsing language's configuration. */
function web(text: string, scope: readonly string[]): RawBuilder<unknown> {
  const folded = foldText(text);
  const langs = parsingLanguages(folded, scope);
  if (langs.length === 1 && langs[0] === 'en') return sql`websearch_to_tsquery('english', ${folded})`;
  return sql`(${sql.join(
    langs.map((l) => sql`websearch_to_tsquery(khabar_text_config(${l}), ${folded})`),
    sql` || `,
  )})`;
}

/**
 * Web-search syntax over the Latin-key vectors, each key a prefix (`kisn` finds the key of
 * `किसानों` too: Hindi inflects by endings); an empty query when no word has a key.
 */
function romanWeb(text: string): RawBuilder<unknown> {
  const keys = romanQuery(text);
  if (!keys) return sql`websearch_to_tsquery('simple', '')`;
  return sql`regexp_replace(websearch_to_tsquery('simple', ${keys})::text, ${"'([a-z0-9]+)'"}, ${"'\\1':*"}, 'g')::tsquery`;
}

/** Both operands' query; tsquery's || and && drop an empty operand ("ignore a stop-word term"). */
const anyOf = (qs: RawBuilder<unknown>[]) =>
  sql`(${sql.join(
    qs.map((q) => sql`(${q})`),
    sql` || `,
  )})`;

/**
 * The query of a search in the scope's languages (every language when none is given): the
 * text vectors' query, and the Latin-key vectors' query when the search has Latin letters
 * and the scope a language other than English.
 */
export function textQuery(t: TextSearch, languages: readonly string[] = []): TextQuery {
  const scope = languages.length ? languages : LANGUAGES.map((l) => l.code);
  const terms = 'web' in t ? [t.web] : 'anyOf' in t ? t.anyOf : [t.primary, ...t.group];
  const romanised = scope.some((l) => l !== 'en') && terms.some((x) => hasLatinLetters(x) && romanQuery(x) !== '');
  const build = (w: (text: string) => RawBuilder<unknown>): RawBuilder<unknown> => {
    if ('web' in t) return w(t.web);
    if ('anyOf' in t) return anyOf(t.anyOf.map(w));
    // Advanced search: `primary` must match, and at least one `group` term when any is given.
    // A group term that is only stop words is ignored; if all are, nothing can match.
    if (t.group.length === 0) return w(t.primary);
    return sql`((${w(t.primary)}) && ${anyOf(t.group.map(w))})`;
  };
  // Whether the query leaves a word: for advanced search, both the primary term and some group term.
  const leavesWord = (w: (text: string) => RawBuilder<unknown>): RawBuilder<SqlBool> =>
    'primary' in t && t.group.length > 0
      ? sql<SqlBool>`(numnode(${w(t.primary)}) > 0 AND numnode(${anyOf(t.group.map(w))}) > 0)`
      : sql<SqlBool>`numnode(${build(w)}) > 0`;
  const text = (x: string) => web(x, scope);
  const tsquery = build(text);
  const roman = romanised ? build(romanWeb) : undefined;
  return {
    tsquery,
    ...(roman ? { roman } : {}),
    valid: roman ? sql<SqlBool>`(${leavesWord(text)} OR ${leavesWord(romanWeb)})` : leavesWord(text),
    key: JSON.stringify([t, languages]),
  };
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

/** Any match of the query in the whole article (title, summary, byline or text), or of its Latin keys. */
export function matchAll(q: TextQuery): RawBuilder<SqlBool> {
  const text = sql<SqlBool>`search_vector @@ ${q.tsquery}`;
  return q.roman ? sql<SqlBool>`(${text} OR roman_head @@ ${q.roman})` : text;
}

/**
 * Relevance is a tier, best first; ties go to the newest. The words as typed rank above their
 * sound: the whole query satisfied by the title alone, by title, summary and byline together,
 * then (a query with Latin keys) by the title's Latin keys, by the head's Latin keys, and last
 * only with the body. So `week` lists the articles that say week before a Hindi title whose
 * key begins like it (`vikas`), and `kisan` the Hindi headlines with किसान right after any
 * that spell Kisan.
 *
 * `levels` gives each tier's own test, best first, through its own vector in the text index
 * (title_vector, head_vector, roman_title, roman_head, search_vector; one GIN index over them,
 * migration 0021); a row belongs to the first level it satisfies (`tier`). A match of the small
 * vectors is a full match (the article vector holds the same words), except that an exclusion
 * (`-word`) must also be absent from the body; `fullMatch` adds that test only when the query
 * has one, and an exclusion's key must be absent from the whole head. A query with an exclusion
 * can match the title and the article but not title + summary ("a OR -b", b only in the
 * summary, a in the body): such a row stays in the title's tier. All levels but the last read
 * only vectors stored in the row; the last reads the article's vector from TOAST.
 */
export function levels(q: TextQuery): RawBuilder<SqlBool>[] {
  const title = sql<SqlBool>`(title_vector @@ ${q.tsquery} AND ${fullMatch(q)})`;
  const head = sql<SqlBool>`(head_vector @@ ${q.tsquery} AND ${fullMatch(q)})`;
  const body = sql<SqlBool>`search_vector @@ ${q.tsquery}`;
  if (!q.roman) return [title, head, body];
  return [
    title,
    head,
    sql<SqlBool>`(roman_title @@ ${q.roman} AND roman_head @@ ${q.roman})`,
    sql<SqlBool>`roman_head @@ ${q.roman}`,
    body,
  ];
}

/** The condition of tier `n` (an index of `levels`): its level, and none of the better ones. */
export function tier(q: TextQuery, n: number): RawBuilder<SqlBool> {
  const all = levels(q);
  return sql<SqlBool>`${sql.join([all[n]!, ...all.slice(0, n).map((l) => sql<SqlBool>`NOT ${l}`)], sql` AND `)}`;
}

/**
 * A row's tier (an index of `levels`) as SQL: the first level it satisfies. For a row known to
 * match (`matched`), one in none of the better levels is in the body's; otherwise the body's
 * level is not tested (its vector is in TOAST) and such a row's tier is NULL.
 */
export function tierOf(q: TextQuery, matched: boolean): RawBuilder<number | null> {
  const all = levels(q);
  const body = all.length - 1;
  const tests = sql.join(
    all.slice(0, body).map((l, n) => sql`WHEN ${l} THEN ${sql.lit(n)}`),
    sql` `,
  );
  return sql<number | null>`CASE ${tests} ELSE ${matched ? sql.lit(body) : sql`NULL`} END`;
}
