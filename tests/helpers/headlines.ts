import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Category } from '#shared/constants.ts';
import type { Db } from '#server/db/database.ts';

/** One row of tests/fixtures/stories/uci-headlines.csv (see its README). */
export type Headline = {
  id: number;
  title: string;
  url: string;
  publisher: string;
  category: Category;
  /** The story it belongs to: the answer clustering is scored against. */
  story: string;
  published: Date;
  /** The article's language (ISO 639-1); English when absent. */
  language?: string;
};

const CATEGORY: Record<string, Category> = { b: 'Business', t: 'Technology', e: 'Entertainment', m: 'Health' };

/** RFC 4180 fields: quoted fields may hold commas, newlines and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/**
 * The real headlines grouped into stories, in time order (ties by id). Publisher names carry
 * the data set's backslash escapes ("Slate \(blog\)"), which are removed; each article's URL is
 * made from its id (the data set's own URLs are not used).
 */
export function readHeadlines(file = path.resolve('tests/fixtures/stories/uci-headlines.csv')): Headline[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const col = (name: string) => (header ?? []).indexOf(name);
  const [ID, TITLE, PUBLISHER, CATEGORY_, STORY, TIMESTAMP] = [
    'ID',
    'TITLE',
    'PUBLISHER',
    'CATEGORY',
    'STORY',
    'TIMESTAMP',
  ].map(col) as number[];
  return rows
    .filter((r) => r.length > 1)
    .map((r) => ({
      id: Number(r[ID!]),
      title: r[TITLE!]!,
      url: `https://headlines.example/${r[ID!]}`,
      publisher: r[PUBLISHER!]!.replace(/\\(.)/g, '$1'),
      category: CATEGORY[r[CATEGORY_!]!] ?? 'World',
      story: r[STORY!]!,
      published: new Date(Number(r[TIMESTAMP!])),
    }))
    .sort((a, b) => a.published.getTime() - b.published.getTime() || a.id - b.id);
}

/** When the headlines of tests/fixtures/stories-indic begin (their `hour` counts from it). */
export const INDIC_HEADLINES_START = Date.UTC(2026, 6, 1);

/**
 * Headlines in India's languages and English grouped into stories, in time order
 * (tests/fixtures/stories-indic, see its README): `story` is the story within one language,
 * `event` the event, the same for its reports in every language.
 */
export function readIndicHeadlines(
  file = path.resolve('tests/fixtures/stories-indic/headlines.tsv'),
): (Headline & { language: string; event: string })[] {
  const [header, ...rows] = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => l.split('\t'));
  const col = (name: string) => (header ?? []).indexOf(name);
  return rows
    .map((r, i) => ({
      id: i + 1,
      title: r[col('title')]!,
      url: `https://headlines.example/indic/${i + 1}`,
      publisher: r[col('source')]!,
      category: 'World' as Category,
      story: r[col('story')]!,
      event: r[col('event')]!,
      language: r[col('language')]!,
      published: new Date(INDIC_HEADLINES_START + Number(r[col('hour')]) * 3_600_000 + i * 1000),
    }))
    .sort((a, b) => a.published.getTime() - b.published.getTime() || a.id - b.id);
}

/**
 * B-cubed precision, recall and F1 (Bagga and Baldwin, 1998) of `found` (the cluster of each
 * item) against `truth` (its true class): per item, the share of its cluster that is of its
 * class, and the share of its class that is in its cluster, averaged over the items.
 */
export function bcubed(found: readonly (string | number)[], truth: readonly (string | number)[]) {
  const together = new Map<string, number>();
  const clusterSize = new Map<string | number, number>();
  const classSize = new Map<string | number, number>();
  found.forEach((f, i) => {
    const key = `${f}\u0000${truth[i]}`;
    together.set(key, (together.get(key) ?? 0) + 1);
    clusterSize.set(f, (clusterSize.get(f) ?? 0) + 1);
    classSize.set(truth[i]!, (classSize.get(truth[i]!) ?? 0) + 1);
  });
  let precision = 0;
  let recall = 0;
  found.forEach((f, i) => {
    const both = together.get(`${f}\u0000${truth[i]}`)!;
    precision += both / clusterSize.get(f)!;
    recall += both / classSize.get(truth[i]!)!;
  });
  precision /= found.length;
  recall /= found.length;
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall) };
}

/** Store the headlines' publishers as sources. */
export async function headlineSources(db: Db, headlines: Headline[]): Promise<void> {
  const names = [...new Set(headlines.map((h) => h.publisher))];
  for (let i = 0; i < names.length; i += 500)
    await db
      .insertInto('sources')
      .values(names.slice(i, i + 500).map((name) => ({ name, homepage: null })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
}

/** Store one headline as an article (title and publisher only, as a feed item without text); its id. */
export async function insertHeadline(db: Db, h: Headline): Promise<number> {
  const row = await db
    .insertInto('articles')
    .values({
      url: h.url,
      title: h.title,
      summary: '',
      published: h.published,
      source: h.publisher,
      category: h.category,
      entities: '[]',
      language: h.language ?? 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The story each article is in now (after any merges), by article id. */
export async function storiesOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .selectFrom('story_articles')
      .select(['article_id', 'story_id'])
      .where('article_id', 'in', ids.slice(i, i + 1000))
      .execute();
    for (const r of rows) out.set(Number(r.article_id), Number(r.story_id));
  }
  return out;
}
