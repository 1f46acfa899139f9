import { afterEach, beforeEach } from 'vitest';
import { createOfflineDb, type OfflineDb } from '#offline/db.ts';
import type { Article } from '#shared/schemas/news.ts';

export const A = 'https://example.com/a';
export const B = 'https://example.com/b';

export const article = (url: string, extra: Partial<Article> = {}): Article => ({
  title: `Title ${url}`,
  url,
  summary: 'Summary',
  published: '2026-11-20T10:00:00+05:30',
  source: 'The Hindu',
  category: 'India',
  author: '',
  language: 'en',
  entities: [{ name: 'Delhi', type: 'place' }],
  text: 'Full text of the article.',
  bias: null,
  sentiment: null,
  missingAngles: null,
  explainLike15: null,
  ...extra,
});

let n = 0;
/** A fresh offline database for each test of the file, deleted after it; call at the file's top. */
export function freshOfflineDb(name: string): () => OfflineDb {
  let db: OfflineDb;
  beforeEach(async () => {
    db = createOfflineDb(`${name}-${n++}`);
    await db.open();
  });
  afterEach(async () => {
    await db.delete();
  });
  return () => db;
}
