import type { Db } from '#server/db/database.ts';

// One event told by three sources. Only Example Times and Daily Example give the cost and the
// department's word; only Example Times quotes the parents' group; only Loud Example calls the
// delay disastrous and the opening chaotic.
export const LOUD = {
  url: 'https://loud.example/hospital',
  title: 'Chaotic opening for Kolkata children’s hospital',
  summary: 'The new children’s hospital in Kolkata opened on Monday after a disastrous delay of two years.',
  text: [
    'The new children’s hospital in Kolkata opened on Monday after a disastrous delay of two years.',
    'Meera Iyer of the National Health Authority said the hospital has 200 beds.',
    '“We will add a cancer ward next year,” Iyer said.',
  ].join('\n\n'),
  source: 'Loud Example',
  entities: [
    { name: 'Meera Iyer', type: 'person' },
    { name: 'National Health Authority', type: 'organisation' },
    { name: 'Kolkata', type: 'place' },
  ],
};
export const TIMES = {
  url: 'https://times.example/hospital',
  title: 'Kolkata children’s hospital opens with 200 beds',
  summary: 'A children’s hospital with 200 beds opened in Kolkata on Monday.',
  text: [
    'A children’s hospital with 200 beds opened in Kolkata on Monday.',
    'Meera Iyer of the National Health Authority said the wards would open one by one.',
    'The hospital cost ₹450 crore, the West Bengal Health Department said.',
    'Ravi Das, who leads a parents’ group, said: “We waited two years for this, and it is worth it.”',
  ].join('\n\n'),
  source: 'Example Times',
  entities: [
    { name: 'Meera Iyer', type: 'person' },
    { name: 'Ravi Das', type: 'person' },
    { name: 'West Bengal Health Department', type: 'organisation' },
    { name: 'Kolkata', type: 'place' },
  ],
};
export const DAILY = {
  url: 'https://daily.example/hospital',
  title: 'New children’s hospital opens in Kolkata',
  summary: 'Kolkata’s new children’s hospital, built for ₹450 crore, opened on Monday.',
  text: 'Kolkata’s new children’s hospital, built for ₹450 crore, opened on Monday.\n\nIt has 200 beds, Meera Iyer of the National Health Authority said.',
  source: 'Daily Example',
  entities: [
    { name: 'Meera Iyer', type: 'person' },
    { name: 'National Health Authority', type: 'organisation' },
    { name: 'Kolkata', type: 'place' },
  ],
};
export type StoryArticle = typeof LOUD;

/** Stores the articles (and their sources); returns their ids in order. */
export async function insertStoryArticles(
  db: Db,
  articles: StoryArticle[],
  published = '2026-06-01T06:00:00Z',
): Promise<number[]> {
  await db
    .insertInto('sources')
    .values(articles.map((a) => ({ name: a.source, homepage: null })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const rows = await db
    .insertInto('articles')
    .values(articles.map((a) => ({ ...a, published, category: 'Health', entities: JSON.stringify(a.entities) })))
    .returning('id')
    .execute();
  return rows.map((r) => Number(r.id));
}
