// Ingest benchmark (a report, not a test): items per second for feed parsing plus the work
// done per item (canonical URL, plain-text summary, category, entities), and for full-text
// extraction of an article page (Readability over linkedom, then turndown) built from each
// item's own HTML. Network and database are left out: they depend on the publisher and disk.
//   npm run bench:ingest [-- --rounds N]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { categoryFor } from '#server/modules/ingest/categories.ts';
import { decodeDocument } from '#server/modules/ingest/decode.ts';
import { extractEntities } from '#server/modules/ingest/entities.ts';
import { extractArticle } from '#server/modules/ingest/extractor.ts';
import { parseFeed, type FeedItem } from '#server/modules/ingest/feed-parser.ts';
import { canonicalUrl, plainText } from '#server/modules/ingest/normalise.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Math.max(1, Number(values.rounds));
const dir = path.resolve(import.meta.dirname, '../fixtures/feeds');
const files = readdirSync(dir)
  .filter((f) => /\.(rss|atom)$/.test(f))
  .map((f) => ({ f, body: readFileSync(path.join(dir, f)) }));

const page = (item: FeedItem) =>
  `<!doctype html><html><head><title>${item.title ?? ''}</title></head><body><nav><a href="/">Home</a> Menu</nav>` +
  `<div class="ad">Advert</div><article><h1>${item.title ?? ''}</h1>${item.summary}</article><footer>Footer</footer></body></html>`;

async function parseAll(): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for (const { f, body } of files) {
    try {
      items.push(...parseFeed(decodeDocument(body, null, 'xml'), `http://bench.example/${f}`).items);
    } catch {
      // rejected fixtures (not a feed) cost their parse time and add no items
    }
  }
  return items;
}

await parseAll(); // warm up the JIT and the NLP lexicon
let items: FeedItem[] = [];
let t = performance.now();
for (let r = 0; r < rounds; r++) items = await parseAll();
const parseSec = (rounds * items.length) / ((performance.now() - t) / 1000);

t = performance.now();
for (let r = 0; r < rounds; r++) {
  items = await parseAll();
  for (const i of items) {
    if (!i.link) continue;
    canonicalUrl(i.link);
    const summary = plainText(i.summary);
    categoryFor('general', i.categories);
    extractEntities(`${i.title ?? ''}. ${summary}`);
  }
}
const itemSec = (rounds * items.length) / ((performance.now() - t) / 1000);

const pages = items.filter((i) => i.summary.length > 200).map(page);
t = performance.now();
let extracted = 0;
for (let r = 0; r < rounds; r++) {
  for (const html of pages) {
    const res = extractArticle(html, 'http://bench.example/story');
    extractEntities(res.text);
    if (res.markdown) extracted++;
  }
}
const pageSec = (rounds * pages.length) / ((performance.now() - t) / 1000);

console.log(`fixtures: ${files.length} files, ${items.length} items, ${pages.length} article pages, ${rounds} rounds`);
console.log(`parse only (decode + feed reader): ${parseSec.toFixed(0)} items/s`);
console.log(`parse + normalise + entities: ${itemSec.toFixed(0)} items/s`);
console.log(
  `page extraction (Readability + turndown + entities): ${pageSec.toFixed(0)} pages/s (${extracted / rounds} with text)`,
);
