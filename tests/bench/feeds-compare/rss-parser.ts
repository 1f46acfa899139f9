// Agreement with a second parser on the project's own fixture feeds: every feed is read by
// Khabar's parser and by rss-parser (a widely used, independent implementation over xml2js),
// from the same decoded text, and items are paired in document order. An item matches on a
// field when both give the same value: titles and GUIDs after collapsing whitespace, links as
// absolute URLs, dates within a minute (both missing also counts). Run with TZ=UTC: rss-parser
// reads a date without a zone in the machine's zone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import { decodeDocument } from '#server/modules/ingest/decode.ts';
import { parseFeed, type FeedItem } from '#server/modules/ingest/feed-parser.ts';

const root = path.resolve(import.meta.dirname, '../../fixtures/feeds');
const files = [
  ...readdirSync(root).map((f) => path.join(root, f)),
  ...readdirSync(path.join(root, 'wild')).map((f) => path.join(root, 'wild', f)),
].filter((f) => /\.(rss|atom)$/.test(f));

type Ref = { title?: string; link?: string; guid?: string; id?: string; isoDate?: string };
const FIELDS = ['title', 'link', 'guid', 'date'] as const;
type Field = (typeof FIELDS)[number];

const squash = (s: unknown) => (typeof s === 'string' ? s : '').replace(/\s+/g, ' ').trim();
function absolute(link: string | null | undefined, base: string): string {
  try {
    return link ? new URL(link.trim(), base).href : '';
  } catch {
    return link ?? '';
  }
}
function same(field: Field, ours: FeedItem, ref: Ref, base: string): boolean {
  if (field === 'title') return squash(ours.title) === squash(ref.title);
  if (field === 'link') return absolute(ours.link, base) === absolute(ref.link, base);
  if (field === 'guid') return squash(ours.guid) === squash(ref.guid ?? ref.id);
  const a = (ours.published ?? ours.updated)?.getTime();
  const b = ref.isoDate ? Date.parse(ref.isoDate) : undefined;
  if (a === undefined || b === undefined || Number.isNaN(b))
    return a === undefined && (b === undefined || Number.isNaN(b));
  return Math.abs(a - b) <= 60_000;
}

/** Prints one table: agreement per field with rss-parser on the fixture feeds. */
export async function compareWithRssParser(verbose: boolean): Promise<void> {
  const reference = new Parser();
  type Tally = Record<Field | 'all' | 'items', number>;
  const tallies = new Map<string, Tally>();
  const misses: string[] = [];
  for (const file of files) {
    const set = path.dirname(file) === root ? 'rss-parser fixtures' : 'wild/ fixtures';
    const tally = tallies.get(set) ?? { title: 0, link: 0, guid: 0, date: 0, all: 0, items: 0 };
    tallies.set(set, tally);
    const base = `https://fixtures.example/${path.basename(file)}`;
    const text = decodeDocument(readFileSync(file), null, 'xml');
    let ours: FeedItem[];
    let refs: Ref[];
    try {
      ours = parseFeed(text, base).items;
    } catch {
      ours = [];
    }
    try {
      refs = (await reference.parseString(text)).items as Ref[];
    } catch {
      refs = [];
    }
    const n = Math.min(ours.length, refs.length);
    if (ours.length !== refs.length)
      misses.push(`${path.basename(file)}: ${ours.length} items here, ${refs.length} in the reference`);
    for (let i = 0; i < n; i++) {
      tally.items++;
      let all = true;
      for (const field of FIELDS) {
        if (same(field, ours[i]!, refs[i]!, base)) tally[field]++;
        else {
          all = false;
          const r = refs[i]!;
          const theirs = field === 'date' ? r.isoDate : field === 'guid' ? (r.guid ?? r.id) : r[field];
          const mine = field === 'date' ? (ours[i]!.published ?? ours[i]!.updated)?.toISOString() : ours[i]![field];
          misses.push(`${path.basename(file)} #${i} ${field}: ${JSON.stringify(mine)} vs ${JSON.stringify(theirs)}`);
        }
      }
      if (all) tally.all++;
    }
  }
  const version = (await import('rss-parser/package.json', { with: { type: 'json' } })).default.version;
  console.log(`${files.length} fixture files; items paired with rss-parser ${version}`);
  console.log('| fixtures | items | title | link | guid | date | all four |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [set, t] of tallies) {
    const pct = (n: number) => `${((100 * n) / Math.max(1, t.items)).toFixed(1)} %`;
    console.log(`| ${set} | ${t.items} | ${FIELDS.map((f) => pct(t[f])).join(' | ')} | ${pct(t.all)} |`);
  }
  if (verbose) for (const m of misses) console.log(`  ${m}`);
}
