import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '#server/db/database.ts';
import { FOLD_DROP, FOLD_MAP, foldText } from '#server/lib/search-text.ts';
import { databaseTargets, freshDatabase } from '../helpers/databases';

// The database folds article text with khabar_fold (migration 0021) as foldText folds a query:
// the two must agree on every character they fold, and on real text.
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/indic/articles.json', import.meta.url), 'utf8')) as {
  title: string;
  summary: string;
  text: string;
}[];
const SAMPLES = [
  ...FOLD_MAP.map(([from]) => `x${from}y`),
  ...[...FOLD_DROP].map((c) => `क${c}ि`),
  '\u0939\u093f\u0928\u094d\u0926\u0940 \u0938\u092e\u094d\u092e\u093e\u0928 \u0915\u0902\u092a\u0928\u0940',
  '\u0958\u093e\u0928\u0942\u0928 \u0915\u093c\u093e\u0928\u0942\u0928 \u0921\u093c \u09a1\u09bc',
  ...fixtures.flatMap((a) => [a.title, a.summary, a.text]),
];

describe.each(await databaseTargets())('khabar_fold and foldText agree ($name)', (target) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase(target);
  });
  afterAll(() => h.close());

  it('folds every sample alike', async () => {
    const r = await sql<{
      f: string;
    }>`SELECT khabar_fold(t) AS f FROM unnest(${SAMPLES}::text[]) WITH ORDINALITY AS s(t, i) ORDER BY i`.execute(h.db);
    expect(r.rows.map((x) => x.f)).toEqual(SAMPLES.map(foldText));
  });

  it('stems Hindi, and keeps English as before', async () => {
    const r = await sql<{ hi: string; en: string; old: string }>`
      SELECT to_tsvector(khabar_text_config('hi'), khabar_fold('योजनाओं')) = to_tsvector(khabar_text_config('hi'), 'योजना') AS hi,
        to_tsvector(khabar_text_config('en'), khabar_fold('Farmers protested')) AS en,
        to_tsvector('english', 'Farmers protested') AS old`.execute(h.db);
    expect(r.rows[0]?.hi).toBe(true);
    expect(r.rows[0]?.en).toBe(r.rows[0]?.old);
  });
});
