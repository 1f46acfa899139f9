// Agreement with reference parsers (a report, not a test).
// 1. The reference suites: every feed of feedparser's and gofeed's own test suites
//    (tests/fixtures/feeds/reference, licences and sources in its README) is read by Khabar's
//    parser, and each expectation those suites write for a field Khabar reads (feedparser's
//    `Expect:` expressions, gofeed's JSON) is checked against it (feeds-compare/agreement.ts
//    says how values are compared). One line per field: agreeing / expectations. Then, apart,
//    each date string of feedparser's date-parser tests read as an item's pubDate.
// 2. rss-parser on the project's own fixture feeds, items paired in document order.
//   npm run feeds:compare [-- --verbose] [-- --field author]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compareCase, tally, type Outcome } from './feeds-compare/agreement';
import { FIELDS, feedparserCases, feedparserDateCases, gofeedCases } from './feeds-compare/expectations';
import { compareWithRssParser } from './feeds-compare/rss-parser';

const { values } = parseArgs({
  options: { verbose: { type: 'boolean', default: false }, field: { type: 'string' } },
});
const root = path.resolve(import.meta.dirname, '../fixtures/feeds/reference');
const cases = [...feedparserCases(path.join(root, 'feedparser')), ...gofeedCases(path.join(root, 'gofeed'))];
const outcomes: Outcome[] = cases.flatMap(compareCase);
const dateStrings = feedparserDateCases(path.join(root, 'feedparser/test_date_parsers.py')).flatMap(compareCase);

const pct = (ok: number, n: number) => (n ? `${((100 * ok) / n).toFixed(1)} %` : '-');
const bySuite = (suite: string) => tally(outcomes.filter((o) => o.suite === suite));
const all = tally(outcomes);
const fp = bySuite('feedparser');
const gf = bySuite('gofeed');
const files = (suite: string) => cases.filter((c) => c.suite === suite).length;
console.log(
  `Reference suites: ${cases.length} feeds with expectations (feedparser ${files('feedparser')}, gofeed ${files('gofeed')}), ${outcomes.length} expectations`,
);
console.log('| field | feedparser | gofeed | both | agreeing / expected |');
console.log('|---|---:|---:|---:|---:|');
for (const f of FIELDS) {
  console.log(
    `| ${f} | ${pct(fp[f].ok, fp[f].n)} | ${pct(gf[f].ok, gf[f].n)} | ${pct(all[f].ok, all[f].n)} | ${all[f].ok} / ${all[f].n} |`,
  );
}
const datesAlike = dateStrings.filter((o) => o.ok).length;
console.log(
  `feedparser's date-parser tests, each string as an RSS pubDate: ${datesAlike} / ${dateStrings.length} alike (${pct(datesAlike, dateStrings.length)})`,
);
if (values.verbose || values.field) {
  for (const o of [...outcomes, ...dateStrings]) {
    if (o.ok || (values.field && o.field !== values.field)) continue;
    console.log(
      `  ${path.relative(root, o.file)} ${o.field}: expected ${JSON.stringify(o.expected)}, got ${JSON.stringify(o.got)}`,
    );
  }
}
console.log('');
await compareWithRssParser(values.verbose);
