import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { isDemoUrl } from '#shared/demo.ts';
import type { ArticleEnclosure, ArticleSummary, StoryRef } from '#shared/schemas/news.ts';

// What the news repositories share: the columns a list card reads, the card made from them, and
// the filters every list and search takes.

/** An article as a list card reads it (COLUMNS). */
export type Row = {
  id: number;
  title: string;
  url: string;
  summary: string;
  published: Date;
  source: string;
  category: string;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  author: string;
  enclosures: ArticleEnclosure[];
  language: string;
  /** The article's story as [id, size, sources] (article_story, migration 0015); null when in none. */
  story: number[] | null;
  /** How complete the article is: its text's length twice, plus its summary's (which card stands for a story). */
  fullness: number;
};

export type Page = { limit: number; offset: number };
/**
 * Filters on canonical names (the service resolves spelling first); `languages`, when given,
 * the ISO 639-1 codes of the articles wanted (any of them).
 */
export type Filter = { since?: Date; until?: Date; category?: string; source?: string; languages?: readonly string[] };

// The lengths of text and summary are read from their TOAST pointers (both are stored EXTERNAL,
// migration 0004): no text is read to weigh an article.
export const COLUMNS = sql`id, title, url, summary, published, source, category, image_url, image_width, image_height,
  author, enclosures, language, article_story(id) AS story, coalesce(octet_length(text), 0) * 2 + octet_length(summary) AS fullness`;

/** The story reference the API gives, from article_story's [id, size, sources]. */
export const storyRef = (story: number[] | null | undefined): StoryRef | undefined =>
  story && story.length === 3 ? { id: Number(story[0]), size: Number(story[1]), sources: Number(story[2]) } : undefined;

/** The story's audio files as the API gives them (articles.enclosures holds video too). */
export const audioOf = (enclosures: ArticleEnclosure[] | null | undefined) =>
  (enclosures ?? []).filter((e) => e.kind === 'audio').map(({ url, type, length }) => ({ url, type, length }));

export const toSummary = (r: Omit<Row, 'id' | 'fullness'>): ArticleSummary => {
  const audio = audioOf(r.enclosures);
  const story = storyRef(r.story);
  return {
    title: r.title,
    url: r.url,
    summary: r.summary,
    published: new Date(r.published).toISOString(),
    source: r.source,
    category: r.category,
    author: r.author ?? '',
    language: r.language,
    ...(r.image_url ? { image: { url: r.image_url, width: r.image_width, height: r.image_height } } : {}),
    ...(audio.length ? { audio } : {}),
    ...(isDemoUrl(r.url) ? { demo: true as const } : {}),
    ...(story ? { story } : {}),
  };
};

/** A card of a list with one card per story: the article, and its story's other sources. */
export const toCard = (r: Row, sources: string[] | null | undefined): ArticleSummary => ({
  ...toSummary(r),
  moreSources: (sources ?? []).filter((x) => x !== r.source),
});

/** The filter's conditions on `articles`, or on the articles named `t` in the statement. */
export function conditions(f: Filter, t?: string): RawBuilder<SqlBool>[] {
  const col = (name: string) => (t ? sql.ref(`${t}.${name}`) : sql.ref(name));
  const c: RawBuilder<SqlBool>[] = [];
  if (f.since) c.push(sql<SqlBool>`${col('published')} >= ${f.since}`);
  if (f.until) c.push(sql<SqlBool>`${col('published')} < ${f.until}`);
  if (f.category !== undefined) c.push(sql<SqlBool>`${col('category')} = ${f.category}`);
  if (f.source !== undefined) c.push(sql<SqlBool>`${col('source')} = ${f.source}`);
  // One language as `=`, which the text index (btree_gin) and the language index serve.
  if (f.languages?.length === 1) c.push(sql<SqlBool>`${col('language')} = ${f.languages[0]}`);
  else if (f.languages?.length) c.push(sql<SqlBool>`${col('language')} = ANY(${f.languages}::text[])`);
  return c;
}
export const where = (c: RawBuilder<SqlBool>[]) => (c.length ? sql`WHERE ${sql.join(c, sql` AND `)}` : sql``);
export const and = (c: RawBuilder<SqlBool>[]) => (c.length ? sql` AND ${sql.join(c, sql` AND `)}` : sql``);

/** A story's sources by name, earliest reporter first. */
export const storySources = (story: RawBuilder<unknown>) => sql<string[] | null>`(
  SELECT array_agg(source ORDER BY first, source) FROM (
    SELECT source, min(published) AS first FROM story_articles WHERE story_id = ${story} GROUP BY source) AS x)`;
