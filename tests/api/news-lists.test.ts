import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { articlePageSchema, facetListSchema } from '#shared/schemas/news.ts';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { fixtureUrl, insertFixtures, NEWS, type Fixture } from './news-fixtures';

const HOUR = 3600_000;
const BASE = Date.parse('2025-06-01T12:00:00Z');
// 25 Science articles from Alpha Wire, one an hour back from BASE; 5 Sports from Beta Times.
const science: Fixture[] = Array.from({ length: 25 }, (_, i) => ({
  url: fixtureUrl(`science-${i}`),
  title: `Science story ${i}`,
  published: new Date(BASE - i * HOUR),
  source: 'Alpha Wire',
  category: 'Science',
}));
const sports: Fixture[] = Array.from({ length: 5 }, (_, i) => ({
  url: fixtureUrl(`sports-${i}`),
  title: `Sports story ${i}`,
  published: new Date(BASE - (i * 2 + 1) * HOUR - 30 * 60_000),
  source: 'Beta Times',
  category: 'Sports',
}));

describe.each(await databaseTargets())('news lists ($name)', (target) => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject(url);
    return { status: res.statusCode, body: res.json() };
  };
  const page = async (url: string) => {
    const r = await get(url);
    expect(r.status).toBe(200);
    return articlePageSchema.parse(r.body);
  };
  const badRequest = async (url: string, field: string) => {
    const r = await get(url);
    expect(r.status).toBe(400);
    const body = apiErrorSchema.parse(r.body);
    expect(body).toMatchObject({ status: 400, error: 'Bad Request' });
    expect(body.message).toMatch(new RegExp(`^${field}: `));
  };

  beforeAll(async () => {
    t = await testApp(target);
    await insertFixtures(t.handle, [...science, ...sports]);
  });
  afterAll(() => t.close());

  describe('latest', () => {
    it('defaults to page 1, size 10, newest first, with the total', async () => {
      const p = await page(`${NEWS}/latest`);
      expect(p.totalElements).toBe(30);
      expect(p.content).toHaveLength(10);
      const times = p.content.map((a) => Date.parse(a.published));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(p.content[0]).toMatchObject({ title: 'Science story 0', source: 'Alpha Wire', category: 'Science' });
      expect(p.content.slice(1, 3).map((a) => a.title)).toEqual(['Science story 1', 'Sports story 0']);
    });

    it('pages are 1-based and do not overlap', async () => {
      const all = await page(`${NEWS}/latest?page=1&size=100`);
      expect(all.content).toHaveLength(30);
      const second = await page(`${NEWS}/latest?page=2&size=7`);
      expect(second.content.map((a) => a.url)).toEqual(all.content.slice(7, 14).map((a) => a.url));
    });

    it('answers the last page partly filled and a page beyond it empty, with the total', async () => {
      const last = await page(`${NEWS}/latest?page=3&size=12`);
      expect(last.content).toHaveLength(6);
      expect(last.totalElements).toBe(30);
      const beyond = await page(`${NEWS}/latest?page=4&size=12`);
      expect(beyond).toEqual({ content: [], totalElements: 30 });
    });

    it.each([
      ['page=0', 'page'],
      ['size=0', 'size'],
      ['size=101', 'size'],
      ['page=abc', 'page'],
      ['size=ten', 'size'],
      ['page=1.5', 'page'],
      ['page=-1', 'page'],
    ])('refuses %s with a 400 naming the field', async (query, field) => {
      await badRequest(`${NEWS}/latest?${query}`, field);
    });

    it('accepts the largest page size', async () => {
      expect((await page(`${NEWS}/latest?size=100`)).content).toHaveLength(30);
    });
  });

  describe('today (calendar day in Asia/Kolkata)', () => {
    beforeAll(async () => {
      // 18:30:00Z is midnight in India: the first is the last second of 10 March IST,
      // the second the first second of 11 March IST.
      await insertFixtures(t.handle, [
        { url: fixtureUrl('ist-before'), title: 'Late night 10 March', published: '2026-03-10T18:29:59Z' },
        { url: fixtureUrl('ist-after'), title: 'Early 11 March', published: '2026-03-10T18:30:00Z' },
        { url: fixtureUrl('ist-noon'), title: 'Noon 11 March', published: '2026-03-11T06:30:00Z' },
        { url: fixtureUrl('ist-next'), title: 'Start of 12 March', published: '2026-03-11T18:30:00Z' },
      ]);
    });
    const titles = async () => (await page(`${NEWS}/today`)).content.map((a) => a.title);

    it('starts at midnight IST, not midnight UTC', async () => {
      t.clock.now = new Date('2026-03-11T02:00:00Z'); // 07:30 IST on 11 March
      expect(await titles()).toEqual(['Noon 11 March', 'Early 11 March']);
    });

    it('at 23:59 IST still answers that day', async () => {
      t.clock.now = new Date('2026-03-10T18:29:59.500Z');
      expect(await titles()).toEqual(['Late night 10 March']);
    });

    it('moves to the next day exactly at 18:30 UTC', async () => {
      t.clock.now = new Date('2026-03-11T18:30:00Z');
      const p = await page(`${NEWS}/today`);
      expect(p.content.map((a) => a.title)).toEqual(['Start of 12 March']);
      expect(p.totalElements).toBe(1);
    });

    it('is empty on a day without articles and validates paging', async () => {
      t.clock.now = new Date('2030-01-01T00:00:00Z');
      expect(await page(`${NEWS}/today`)).toEqual({ content: [], totalElements: 0 });
      await badRequest(`${NEWS}/today?size=101`, 'size');
    });
  });

  describe('category', () => {
    it('matches the name case-insensitively and lists only that category', async () => {
      const p = await page(`${NEWS}/category/sPoRtS?size=3`);
      expect(p.totalElements).toBe(5);
      expect(p.content.map((a) => a.title)).toEqual(['Sports story 0', 'Sports story 1', 'Sports story 2']);
      expect((await page(`${NEWS}/category/science?page=3`)).content).toHaveLength(5);
    });

    it('answers an empty known category with an empty page', async () => {
      expect(await page(`${NEWS}/category/Health`)).toEqual({ content: [], totalElements: 0 });
    });

    it('answers an unknown category with 404', async () => {
      const r = await get(`${NEWS}/category/Astrology`);
      expect(r.status).toBe(404);
      expect(apiErrorSchema.parse(r.body).message).toMatch(/Astrology/);
    });

    it('validates paging', async () => {
      await badRequest(`${NEWS}/category/Science?page=0`, 'page');
    });
  });

  describe('searchbysource', () => {
    it('lists one source, case-insensitively, newest first', async () => {
      const p = await page(`${NEWS}/searchbysource?source=beta%20times`);
      expect(p.totalElements).toBe(5);
      expect(p.content.every((a) => a.source === 'Beta Times')).toBe(true);
      expect(p.content[0]?.title).toBe('Sports story 0');
    });

    it('narrows to a text query when q is given', async () => {
      const p = await page(`${NEWS}/searchbysource?source=Alpha%20Wire&q=${encodeURIComponent('"story 7"')}`);
      expect(p.content.map((a) => a.title)).toEqual(['Science story 7']);
      expect(p.totalElements).toBe(1);
      const none = await page(`${NEWS}/searchbysource?source=Beta%20Times&q=science`);
      expect(none).toEqual({ content: [], totalElements: 0 });
    });

    it('answers an unknown source with an empty page', async () => {
      expect(await page(`${NEWS}/searchbysource?source=Nobody`)).toEqual({ content: [], totalElements: 0 });
    });

    it('finds a source added after a search for it found nothing', async () => {
      const path = `${NEWS}/searchbysource?source=${encodeURIComponent('gamma post')}`;
      expect(await page(path)).toEqual({ content: [], totalElements: 0 });
      const url = fixtureUrl('gamma-first');
      await insertFixtures(t.handle, [
        { url, title: 'Gamma first story', published: '2020-01-01T00:00:00Z', source: 'Gamma Post' },
      ]);
      try {
        const p = await page(path);
        expect(p.totalElements).toBe(1);
        expect(p.content[0]).toMatchObject({ title: 'Gamma first story', source: 'Gamma Post' });
        // The name found is kept; the answer still follows the source's articles.
        expect((await page(`${path}&q=first`)).totalElements).toBe(1);
      } finally {
        await t.handle.db.deleteFrom('articles').where('url', '=', url).execute();
      }
      expect(await page(path)).toEqual({ content: [], totalElements: 0 });
    });

    it('requires the source and bounds q', async () => {
      await badRequest(`${NEWS}/searchbysource`, 'source');
      await badRequest(`${NEWS}/searchbysource?source=Alpha%20Wire&q=${'x'.repeat(201)}`, 'q');
      await badRequest(`${NEWS}/searchbysource?source=Alpha%20Wire&size=0`, 'size');
    });
  });

  describe('categories and sources', () => {
    it('lists every category in order with its count', async () => {
      const r = await get(`${NEWS}/categories`);
      expect(r.status).toBe(200);
      const facets = facetListSchema.parse(r.body);
      expect(facets.map((f) => f.name)).toEqual([...CATEGORIES]);
      expect(facets.find((f) => f.name === 'Science')?.count).toBe(25);
      expect(facets.find((f) => f.name === 'Sports')?.count).toBe(5);
      expect(facets.find((f) => f.name === 'Health')?.count).toBe(0);
    });

    it('lists sources with counts, and counts follow inserts, moves and deletes', async () => {
      const counts = async () =>
        Object.fromEntries(facetListSchema.parse((await get(`${NEWS}/sources`)).body).map((f) => [f.name, f.count]));
      const before = await counts();
      expect(before['Alpha Wire']).toBe(25);
      expect(before['Beta Times']).toBe(5);

      const url = fixtureUrl('counted');
      await insertFixtures(t.handle, [
        { url, title: 'Counted', published: '2020-01-01T00:00:00Z', source: 'Beta Times' },
      ]);
      expect((await counts())['Beta Times']).toBe(6);
      await t.handle.db.updateTable('articles').set({ source: 'Alpha Wire' }).where('url', '=', url).execute();
      expect(await counts()).toMatchObject({ 'Alpha Wire': 26, 'Beta Times': 5 });
      await t.handle.db.deleteFrom('articles').where('url', '=', url).execute();
      expect(await counts()).toMatchObject({ 'Alpha Wire': 25, 'Beta Times': 5 });
      expect((await page(`${NEWS}/searchbysource?source=Alpha%20Wire`)).totalElements).toBe(25);
    });
  });
});
