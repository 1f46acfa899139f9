import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisRepository } from '#server/modules/analysis/repository.ts';
import { createAnalysisService } from '#server/modules/analysis/service.ts';
import { loadStoryPeers } from '#server/modules/analysis/story.ts';
import { createNewsRepository } from '#server/modules/news/repository.ts';
import { createNewsService } from '#server/modules/news/service.ts';
import { createLocalAnalyser } from '#server/providers/analyser/local/index.ts';
import { freshDatabase, databaseTargets } from '../helpers/databases';
import type { DbHandle } from '#server/db/database.ts';
import { DAILY, insertStoryArticles, LOUD, TIMES } from './story-fixtures';

describe.each(await databaseTargets())('analysis against a fixed story ($name)', (target) => {
  let h: DbHandle;
  let ids: number[];
  let members: number[];
  let charged = 0;
  let service: ReturnType<typeof createAnalysisService>;
  const charge = async () => void charged++;
  /** An hour and a bit passes: every stored time moves back. */
  const timePasses = async () => {
    await sql`UPDATE article_analyses SET created_at = created_at - interval '61 minutes'`.execute(h.db);
    await sql`UPDATE articles SET created_at = created_at - interval '61 minutes'`.execute(h.db);
  };

  beforeAll(async () => {
    h = await freshDatabase(target);
    ids = await insertStoryArticles(h.db, [LOUD, TIMES]);
    members = [...ids];
    const news = createNewsService(createNewsRepository(h), () => new Date());
    service = createAnalysisService(
      createAnalysisRepository(h.db),
      news,
      createLocalAnalyser(),
      pino({ level: 'silent' }),
      (id, limit) => loadStoryPeers(createAnalysisRepository(h.db), id, members.includes(id) ? members : [id], limit),
    );
  });
  afterAll(() => h.close());

  it('lists a fact only the other source reports in missing angles, with its sentence and name', async () => {
    const md = (await service.analyse('missing', LOUD.url, charge)).missingAngles!;
    expect(md).toContain('_Compared with 1 other source reporting the same story: *Example Times*._');
    expect(md).toContain(
      '**₹450 crore**, given by *Example Times*, is not in this article:\n  > The hospital cost **₹450 crore**, the West Bengal Health Department said. — *Example Times*',
    );
    expect(md).toContain('**Ravi Das** speaks in *Example Times*, not here:');
  });

  it('lists a loaded word only this source uses in bias, with its sentence', async () => {
    const md = (await service.analyse('bias', LOUD.url, charge)).bias!;
    expect(md).toContain(
      '- *disastrous*: the other source does not use it.\n  > The new children’s hospital in Kolkata opened on Monday after a **disastrous** delay of two years.',
    );
    const calm = (await service.analyse('bias', TIMES.url, charge)).bias!;
    expect(calm).not.toContain('**Words only this source uses**');
  });

  it('recomputes a stored answer when the story gains a source, at most once an hour', async () => {
    const first = (await service.analyse('missing', LOUD.url, charge)).missingAngles!;
    const before = charged;
    members.push(...(await insertStoryArticles(h.db, [DAILY])));
    // Within the hour the stored answer stands, and nobody is charged for a new one.
    expect((await service.analyse('missing', LOUD.url, charge)).missingAngles).toBe(first);
    expect(charged).toBe(before);
    await timePasses();
    const grown = (await service.analyse('missing', LOUD.url, charge)).missingAngles!;
    expect(grown).toContain('Compared with 2 other sources reporting the same story: *Example Times*, *Daily Example*');
    expect(grown).toContain('given by *Example Times* and *Daily Example*');
    expect(charged).toBe(before + 1);
    const stored = await h.db
      .selectFrom('article_analyses')
      .select('answer')
      .where('article_id', '=', ids[0]!)
      .where('kind', '=', 'missing')
      .execute();
    expect(stored.map((r) => r.answer)).toEqual([grown]);
    // An hour later with no new source, the answer stands.
    await timePasses();
    expect((await service.analyse('missing', LOUD.url, charge)).missingAngles).toBe(grown);
    expect(charged).toBe(before + 1);
  });

  it('says so when the story has one source and reads the article alone', async () => {
    const [alone] = await insertStoryArticles(h.db, [
      { ...LOUD, url: 'https://loud.example/other-story', source: 'Lonely Example' },
    ]);
    expect(alone).toBeGreaterThan(0);
    const md = (await service.analyse('bias', 'https://loud.example/other-story', charge)).bias!;
    expect(md).toContain('Only this source has reported this story so far');
    expect(md).toContain('**disastrous**');
  });
});
