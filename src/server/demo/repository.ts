import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { articleRomanKeys } from '#server/lib/search-text.ts';
import { DEMO_HOST, type DemoArticle } from './generator';

/** An article to insert: a demo article, or a test's or benchmark's in any language Khabar knows. */
export type SeedArticle = Omit<DemoArticle, 'language'> & { language?: string };

export async function countArticles(db: Db): Promise<number> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many demo articles are stored: the index the next one is generated from. */
export async function countDemoArticles(db: Db): Promise<number> {
  const row = await db
    .selectFrom('articles')
    .select(sql<number>`count(*) filter (where url like ${`https://${DEMO_HOST}/%`})`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The demo's publishers, each once. */
export async function addSources(db: Db, names: string[]): Promise<void> {
  await db
    .insertInto('sources')
    .values(names.map((name) => ({ name, homepage: `https://${DEMO_HOST}/` })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Insert articles in one statement; returns how many were new (duplicate URLs are skipped). */
export async function insertArticles(db: Db, articles: SeedArticle[]): Promise<number> {
  if (articles.length === 0) return 0;
  const json = JSON.stringify(
    articles.map((a) => {
      const keys = articleRomanKeys(a);
      return {
        ...a,
        language: a.language ?? 'en',
        published: a.published.toISOString(),
        rt: keys.title,
        rh: keys.head,
      };
    }),
  );
  const res = await sql`
    INSERT INTO articles (url, title, summary, text, published, source, category, author, entities, language,
      roman_title, roman_head)
    SELECT url, title, summary, text, published, source, category, author, entities, language,
      to_tsvector('simple', rt), to_tsvector('simple', rh)
    FROM jsonb_to_recordset(${json}::jsonb) AS x(
      url text, title text, summary text, text text, published timestamptz,
      source text, category text, author text, entities jsonb, language text, rt text, rh text)
    ON CONFLICT (url) DO NOTHING`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

/**
 * Fresh statistics after a big load. PGlite has no autovacuum: without them the planner guesses
 * badly, and without a visibility map count(*) cannot use index-only scans. The trigger-kept
 * counts took an update per batch and fill a hundred pages for a hundred rows, which every
 * search reads: the small table is rewritten (98 pages → 2 on 100,000 articles).
 */
export async function vacuumArticles(db: Db): Promise<void> {
  await sql`VACUUM ANALYZE articles`.execute(db);
  await sql`VACUUM (FULL, ANALYZE) article_counts`.execute(db);
}
