import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { languageCountListSchema } from '#shared/schemas/languages.ts';
import { articlePageSchema, facetListSchema } from '#shared/schemas/news.ts';
import { insertArticles } from '#server/demo/repository.ts';
import { CLIENT_HEADERS, testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';

// Search in India's scripts on the fixtures of tests/fixtures/indic (written for the project,
// CC0): recall at 10 of queries in the articles' scripts, of the same languages typed in Latin
// letters, and of English queries, through the API as a reader's search goes.
type Fixture = { slug: string; language: string; title: string; summary: string; text: string };
type Query = { query: string; relevant: string[] };
const dir = new URL('../fixtures/indic/', import.meta.url);
const ARTICLES = JSON.parse(readFileSync(new URL('articles.json', dir), 'utf8')) as Fixture[];
const QUERIES = JSON.parse(readFileSync(new URL('queries.json', dir), 'utf8')) as Record<
  'native' | 'romanized' | 'english',
  Query[]
>;
const SOURCE = 'Fixture Desk';
const urlOf = (slug: string) => `https://fixtures.khabar.test/indic/${slug}`;
const slugOf = (url: string) => url.slice(urlOf('').length);

describe.each(await databaseTargets())('search in India’s languages ($name)', (target) => {
  let t: TestApp;
  const get = async (url: string) => t.app.inject({ url, headers: CLIENT_HEADERS });
  const search = async (q: string, lang?: string) => {
    const res = await get(`${API.news.search}?${new URLSearchParams({ q, size: '10', ...(lang ? { lang } : {}) })}`);
    expect(res.statusCode, q).toBe(200);
    return articlePageSchema.parse(res.json());
  };
  /** Mean recall at 10: the share of each query's relevant articles among its first ten results. */
  const recallAt10 = async (queries: Query[], lang?: string) => {
    const misses: string[] = [];
    let sum = 0;
    for (const { query, relevant } of queries) {
      const found = new Set((await search(query, lang)).content.map((a) => slugOf(a.url)));
      const hits = relevant.filter((s) => found.has(s)).length;
      if (hits < relevant.length) misses.push(`${query}: ${hits}/${relevant.length}`);
      sum += hits / Math.min(relevant.length, 10);
    }
    return { recall: sum / queries.length, misses };
  };

  beforeAll(async () => {
    t = await testApp(target);
    await t.handle.db.insertInto('sources').values({ name: SOURCE, homepage: null }).execute();
    await insertArticles(
      t.handle.db,
      ARTICLES.map((a, i) => ({
        url: urlOf(a.slug),
        title: a.title,
        summary: a.summary,
        text: a.text,
        published: new Date(Date.UTC(2026, 5, 1, 0, i)),
        source: SOURCE,
        category: 'India',
        author: '',
        entities: [],
        language: a.language,
      })),
    );
  });
  afterAll(() => t.close());

  it('finds articles by queries in their own scripts, whatever the spelling variant (recall at 10 ≥ 0.90)', async () => {
    const { recall, misses } = await recallAt10(QUERIES.native);
    expect(recall, misses.join('; ')).toBeGreaterThanOrEqual(0.9);
  });

  it('finds articles in India’s scripts by queries typed in Latin letters (recall at 10 ≥ 0.80)', async () => {
    const { recall, misses } = await recallAt10(QUERIES.romanized);
    expect(recall, misses.join('; ')).toBeGreaterThanOrEqual(0.8);
  });

  it('finds English articles by English queries as English alone does', async () => {
    const all = await recallAt10(QUERIES.english);
    const english = await recallAt10(QUERIES.english, 'en');
    expect(all.recall, all.misses.join('; ')).toBe(english.recall);
    expect(english.recall, english.misses.join('; ')).toBe(1);
  });

  it('stems Hindi: a plural finds the singular', async () => {
    const slugs = (await search('योजनाओं')).content.map((a) => slugOf(a.url));
    expect(slugs).toEqual(expect.arrayContaining(['h-yojana', 'h-modi-1', 'h-zwj']));
  });

  it('keeps `lang` to its languages, in lists and search, with totals to match', async () => {
    const hi = ARTICLES.filter((a) => a.language === 'hi').length;
    const latest = await get(`${API.news.latest}?lang=hi&size=100`);
    const page = articlePageSchema.parse(latest.json());
    expect(page.totalElements).toBe(hi);
    expect(new Set(page.content.map((a) => a.language))).toEqual(new Set(['hi']));
    const rain = await search('barish OR বৃষ্টি OR rain', 'bn,en');
    expect(rain.content.map((a) => slugOf(a.url)).sort()).toEqual(['b-kolkata-rain', 'e-rain']);
    const bySource = await get(`${API.news.bySource}?source=${encodeURIComponent(SOURCE)}&lang=ta,TE&size=100`);
    expect(articlePageSchema.parse(bySource.json()).totalElements).toBe(3);
  });

  it.each([
    ['xx', 'unknown language: xx'],
    ['hin', 'ISO 639-1'],
    ['hi,,en', 'ISO 639-1'],
    ['', 'ISO 639-1'],
    [Array.from({ length: 21 }, () => 'hi').join(','), 'at most 20'],
  ])('answers lang=%j with a 400 naming lang', async (lang, words) => {
    for (const path of [API.news.latest, `${API.news.search}?q=rain&`, `${API.news.story}/1`, API.news.sources]) {
      const res = await get(`${path}${path.endsWith('&') ? '' : '?'}lang=${encodeURIComponent(lang)}`);
      expect(res.statusCode, path).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.message, path).toMatch(/^lang: /);
      expect(body.message, path).toContain(words);
    }
  });

  it('lists the sources with news in the languages asked for, each counted in them', async () => {
    const sources = async (lang?: string) => {
      const res = await get(`${API.news.sources}${lang === undefined ? '' : `?lang=${lang}`}`);
      expect(res.statusCode, lang).toBe(200);
      return new Map(facetListSchema.parse(res.json()).map((f) => [f.name, f.count]));
    };
    const inLanguages = (...codes: string[]) => ARTICLES.filter((a) => codes.includes(a.language)).length;
    expect((await sources()).get(SOURCE)).toBe(ARTICLES.length);
    expect((await sources('hi')).get(SOURCE)).toBe(inLanguages('hi'));
    expect((await sources('ta,te')).get(SOURCE)).toBe(inLanguages('ta', 'te'));
    // A source with no news in those languages is left out, not listed with nothing to show.
    expect(await sources('ur')).toEqual(new Map());
  });

  it('lists every language with its English and own name and its article count', async () => {
    const res = await get(API.news.languages);
    expect(res.statusCode).toBe(200);
    const list = languageCountListSchema.parse(res.json());
    const byCode = new Map(list.map((l) => [l.code, l]));
    expect(byCode.get('hi')).toEqual({ code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', count: 17 });
    expect(byCode.get('en')?.count).toBe(ARTICLES.filter((a) => a.language === 'en').length);
    expect(byCode.get('ur')?.count).toBe(0);
  });
});

describe.each(await databaseTargets())('a word as typed and as its sound ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target);
    await t.handle.db.insertInto('sources').values({ name: SOURCE, homepage: null }).execute();
    const article = (slug: string, language: string, title: string, summary: string, minute: number) => ({
      url: urlOf(slug),
      title,
      summary,
      text: summary,
      published: new Date(Date.UTC(2026, 5, 2, 0, minute)),
      source: SOURCE,
      category: 'India' as const,
      author: '',
      entities: [],
      language,
    });
    await insertArticles(t.handle.db, [
      article('e-week', 'en', 'Markets close higher', 'Shares rose for a third week in a row.', 1),
      // Newer, and its title's first word (विकास, "vikas") has a Latin key that begins as `week`'s does.
      article('h-vikas', 'hi', 'विकास की नई योजना घोषित', 'सरकार ने गांवों के लिए योजना बताई।', 2),
    ]);
  });
  afterAll(() => t.close());

  const slugs = async (q: string) => {
    const res = await t.app.inject({
      url: `${API.news.search}?${new URLSearchParams({ q })}`,
      headers: CLIENT_HEADERS,
    });
    return articlePageSchema.parse(res.json()).content.map((a) => slugOf(a.url));
  };

  it('lists an article that says the word before a newer one whose word only sounds alike', async () => {
    expect(await slugs('week')).toEqual(['e-week', 'h-vikas']);
  });

  it('still finds the Hindi headline by its word typed in Latin letters', async () => {
    expect(await slugs('vikas')).toEqual(['h-vikas']);
  });
});
