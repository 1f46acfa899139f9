import type { DbHandle } from '#server/db/database.ts';

export type Fixture = {
  url: string;
  title: string;
  summary?: string;
  text?: string | null;
  published: string | Date;
  source?: string;
  category?: string;
  entities?: { name: string; type: string }[];
  bias?: string | null;
  /** ISO 639-1; the column's default ('en') when left out. */
  language?: string;
  /** The picture's address as the feed gave it. */
  image?: string;
};

let serial = 0;
/** A unique article URL for a fixture. */
export const fixtureUrl = (slug: string) => `https://fixtures.khabar.test/${slug}-${++serial}`;

/** Insert fixture articles (and their sources) directly, bypassing the API under test. */
export async function insertFixtures(handle: DbHandle, rows: Fixture[]): Promise<void> {
  const sources = [...new Set(rows.map((r) => r.source ?? 'Fixture Wire'))];
  await handle.db
    .insertInto('sources')
    .values(sources.map((name) => ({ name, homepage: null })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await handle.db
    .insertInto('articles')
    .values(
      rows.map((r) => ({
        url: r.url,
        title: r.title,
        summary: r.summary ?? '',
        text: r.text ?? null,
        published: r.published,
        source: r.source ?? 'Fixture Wire',
        category: r.category ?? 'India',
        entities: JSON.stringify(r.entities ?? []),
        bias: r.bias ?? null,
        ...(r.language ? { language: r.language } : {}),
        ...(r.image ? { image_url: r.image } : {}),
      })),
    )
    .execute();
}

export const NEWS = '/api/elasticsearch/public/newssearchitem';
export const GLOBAL = '/api/elasticsearch/global/newssearchitem';
