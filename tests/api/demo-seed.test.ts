import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { seedDemo } from '#server/demo/seed.ts';
import { countArticles } from '#server/demo/repository.ts';
import { articlePageSchema, facetListSchema, publicArticleSchema } from '#shared/schemas/news.ts';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { NEWS } from './news-fixtures';

const run = promisify(execFile);

describe.each(await databaseTargets())('demo corpus in the database ($name)', (target) => {
  let t: TestApp;
  const NOW = new Date('2026-03-11T09:00:00Z');
  beforeAll(async () => {
    t = await testApp(target);
    t.clock.now = NOW;
  });
  afterAll(() => t.close());

  it('adds the requested number of articles, and more on a second run', async () => {
    expect(await seedDemo(t.handle.db, 120, NOW)).toBe(120);
    expect(await seedDemo(t.handle.db, 30, NOW)).toBe(30);
    expect(await countArticles(t.handle.db)).toBe(150);
  });

  it('fills today, the categories and the demo sources', async () => {
    const today = articlePageSchema.parse((await t.app.inject(`${NEWS}/today`)).json());
    expect(today.totalElements).toBeGreaterThanOrEqual(10);
    const categories = facetListSchema.parse((await t.app.inject(`${NEWS}/categories`)).json());
    expect(categories.filter((c) => c.count > 0).length).toBeGreaterThanOrEqual(8);
    const sources = facetListSchema.parse((await t.app.inject(`${NEWS}/sources`)).json());
    expect(sources.filter((s) => s.name.endsWith('(demo)') && s.count > 0).length).toBeGreaterThanOrEqual(12);
  });

  it('serves a demo article with its entities, marked as demo data in lists and the article', async () => {
    const latest = articlePageSchema.parse((await t.app.inject(`${NEWS}/latest?size=20`)).json()).content;
    expect(latest.every((a) => a.demo === true)).toBe(true);
    const res = await t.app.inject(`${NEWS}/article?url=${encodeURIComponent(latest[0]?.url ?? '')}`);
    const article = publicArticleSchema.parse(res.json());
    expect([...new Set(article.entities.map((e) => e.type))].sort()).toEqual(['organisation', 'person', 'place']);
    expect(article.demo).toBe(true);
  });
});

describe('npm run seed', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'khabar-seed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const seed = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/server/cli/seed.ts', ...args], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    });

  it('adds N articles to the database in DATA_DIR', async () => {
    expect((await seed('--count', '25')).stdout).toMatch(/Added 25 demo articles/);
    expect((await seed('--count', '5')).stdout).toMatch(/Added 5 demo articles/);
    const handle = await openDatabase({ dataDir: dir });
    try {
      expect(await countArticles(handle.db)).toBe(30);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('refuses a count that is not a positive whole number', async () => {
    await expect(seed('--count', 'many')).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/--count/) });
  }, 60_000);
});
