import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import { istDayBounds } from '#shared/time.ts';
import { detectLanguage } from '#server/modules/ingest/language.ts';
import { LOADED, matchAll } from '#server/providers/analyser/local/lexicon.ts';
import { DEMO_HOST, demoArticle, DEMO_SOURCES, eventArticles, isTodayArticle, type DemoArticle } from './generator';
import { LOUD_SOURCES } from './vocabulary';

const NOW = new Date('2026-03-11T09:00:00Z'); // 14:30 IST
const LATER_SAME_DAY = new Date('2026-03-11T17:00:00Z'); // 22:30 IST, same IST day
const corpus = Array.from({ length: 600 }, (_, i) => demoArticle(i, NOW));

describe('demo corpus', () => {
  it('is deterministic: the same index on the same IST day gives the same article', () => {
    for (let i = 0; i < 200; i++) {
      const a = demoArticle(i, NOW);
      const b = demoArticle(i, LATER_SAME_DAY);
      const { published: pa, ...restA } = a;
      const { published: pb, ...restB } = b;
      expect(restB).toEqual(restA);
      // Today's articles are spread up to "now", so only their time of day may differ.
      if (!isTodayArticle(i)) expect(pb).toEqual(pa);
      expect(demoArticle(i, NOW)).toEqual(a);
    }
  });

  it('uses at least 12 sources, each clearly marked as demo', () => {
    const sources = new Set(corpus.map((a) => a.source));
    expect(sources.size).toBeGreaterThanOrEqual(12);
    for (const s of sources) expect(s).toMatch(/\(demo\)$/);
    expect(DEMO_SOURCES.length).toBeGreaterThanOrEqual(12);
    expect(corpus.every((a) => a.url.startsWith('https://demo.khabar.example/'))).toBe(true);
    expect(corpus.every((a) => a.text.includes('generated demo content'))).toBe(true);
  });

  it('covers at least 8 categories, all of them Khabar categories', () => {
    const cats = new Set(corpus.map((a) => a.category));
    expect(cats.size).toBeGreaterThanOrEqual(8);
    for (const c of cats) expect(CATEGORIES).toContain(c);
  });

  it('publishes some articles today in IST and spreads the rest over the last 30 days, none in the future', () => {
    const { start, end } = istDayBounds(NOW);
    const today = corpus.filter((a) => a.published >= start && a.published < end);
    expect(today.length).toBeGreaterThanOrEqual(corpus.length / 15);
    const ages = corpus.map((a) => (NOW.getTime() - a.published.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(31);
    // Spread: every one of the last 30 days has articles.
    const days = new Set(corpus.map((a) => Math.floor((end.getTime() - a.published.getTime()) / 86_400_000)));
    for (let d = 0; d < 30; d++) expect(days).toContain(d);
  });

  it('writes markdown bodies with headings, lists, links and inline and display math', () => {
    const texts = corpus.map((a) => a.text);
    expect(texts.every((t) => /^## /m.test(t) && /^- /m.test(t) && /\[[^\]]+\]\(https:\/\/[^)]+\)/.test(t))).toBe(true);
    expect(texts.some((t) => /\$[^$\n]+\$|\\\(.+\\\)/.test(t))).toBe(true); // inline
    expect(texts.some((t) => /^\$\$$/m.test(t) || /^\\\[$/m.test(t))).toBe(true); // display
    expect(texts.filter((t) => t.includes('$$') || t.includes('\\[')).length).toBeGreaterThan(100);
  });

  it('names a person, an organisation and a place, and mentions them in the text', () => {
    for (const a of corpus) {
      // A second person where the source quotes a second voice.
      expect(new Set(a.entities.map((e) => e.type))).toEqual(new Set(['person', 'organisation', 'place']));
      for (const e of a.entities) expect(a.text).toContain(e.name);
    }
  });

  it('tells each event through 2 to 6 different sources, within hours, with the same facts and their own headlines', () => {
    const events = new Map<string, DemoArticle[]>();
    for (let i = 0; i < corpus.length; i++) {
      const key = eventArticles(i).join(',');
      events.set(key, [...(events.get(key) ?? []), corpus[i]!]);
    }
    const sizes = [...events.values()].map((e) => e.length);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(6);
    expect(new Set(sizes).size).toBe(5); // every size from 2 to 6 occurs
    for (const articles of events.values()) {
      expect(new Set(articles.map((a) => a.source)).size).toBe(articles.length);
      expect(new Set(articles.map((a) => a.category)).size).toBe(1);
      expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
      // The same people, organisation and place, and the same core fact (first sentence).
      const named = (a: DemoArticle) =>
        a.entities
          .filter((x) => x.type !== 'person' || x.name === a.entities[0]?.name)
          .map((x) => x.name)
          .join('|');
      expect(new Set(articles.map(named)).size).toBe(1);
      expect(new Set(articles.map((a) => a.summary.split(/(?<=\.) /)[0])).size).toBe(1);
      const times = articles.map((a) => a.published.getTime());
      expect(Math.max(...times) - Math.min(...times)).toBeLessThan(8 * 3_600_000);
    }
    // Some sources carry a fact or a voice the others of the same event leave out.
    const differing = [...events.values()].filter(
      (articles) => new Set(articles.map((a) => a.entities.length)).size > 1,
    );
    expect(differing.length).toBeGreaterThan(events.size / 2);
  });

  it('uses plausible numbers and keeps maths to subjects that have it', () => {
    for (const a of corpus) {
      for (const [, n] of a.title.matchAll(/(\d+) (?:nations|countries)/g)) expect(Number(n)).toBeLessThanOrEqual(60);
      for (const [, n] of a.title.matchAll(/after (\d+) hours/g)) expect(Number(n)).toBeLessThanOrEqual(72);
      for (const [, n] of a.title.matchAll(/(\d+) years/g)) expect(Number(n)).toBeLessThanOrEqual(30);
      expect(a.text).not.toContain('mc^2');
      if (/\$\$|\\\[/.test(a.text))
        expect(['World', 'Business', 'Technology', 'Science', 'Health', 'Environment']).toContain(a.category);
    }
    // Sport, film, music and politics have no formulas.
    expect(
      corpus
        .filter((a) => ['Sports', 'Entertainment', 'Politics', 'India'].includes(a.category))
        .every((a) => !a.text.includes('$')),
    ).toBe(true);
  });

  it('never links to the demo host, which does not exist', () => {
    for (const a of corpus) {
      expect(a.text).not.toContain(DEMO_HOST);
      for (const [, href] of a.text.matchAll(/\]\((https:\/\/[^)]+)\)/g))
        expect(new URL(href!).hostname).toBe('en.wikipedia.org');
    }
  });

  it('lets loud sources use loaded words on the same facts', () => {
    const loud = corpus.filter((a) => LOUD_SOURCES.has(a.source));
    expect(loud.length).toBeGreaterThan(0);
    expect(loud.filter((a) => matchAll(`${a.title} ${a.summary}`, LOADED).length > 0).length).toBeGreaterThan(
      loud.length / 2,
    );
    const calm = corpus.filter((a) => !LOUD_SOURCES.has(a.source));
    expect(calm.filter((a) => matchAll(a.summary, LOADED).length > 0).length).toBeLessThan(calm.length / 20);
  });

  it('has varied headlines and unique URLs', () => {
    const titles = corpus.map((a) => a.title);
    expect(new Set(titles.slice(0, 30)).size).toBe(30);
    expect(new Set(titles).size).toBeGreaterThan(titles.length * 0.8);
    expect(new Set(corpus.map((a) => a.url)).size).toBe(corpus.length);
    // Neighbours come from different sources.
    for (let i = 1; i < 30; i++) expect(corpus[i]?.source).not.toBe(corpus[i - 1]?.source);
  });

  it('tells some events in Hindi, Bengali and Tamil, each report in its event’s language and script', () => {
    const count = (lang: string) => corpus.filter((a) => a.language === lang).length;
    for (const lang of ['hi', 'bn', 'ta']) expect(count(lang), lang).toBeGreaterThan(corpus.length / 20);
    expect(count('en')).toBeGreaterThan(corpus.length / 2);
    for (const a of corpus) {
      expect(detectLanguage(`${a.title}. ${a.summary}`)?.language, a.title).toBe(a.language);
      expect(detectLanguage(a.text.split('\n## ')[1] ?? '')?.language, a.url).toBe(a.language);
      expect(new Set(eventArticles(corpus.indexOf(a)).map((i) => corpus[i]?.language ?? a.language))).toEqual(
        new Set([a.language]),
      );
    }
    // A first start shows them: some of today's news is in an Indian language.
    const { start } = istDayBounds(NOW);
    expect(corpus.some((a) => a.language !== 'en' && a.published >= start)).toBe(true);
  });
});
