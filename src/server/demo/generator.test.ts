import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import { istDayBounds } from '#shared/time.ts';
import { demoArticle, DEMO_SOURCES, isTodayArticle } from './generator';

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
    for (const a of corpus.slice(0, 50)) {
      expect(a.entities.map((e) => e.type)).toEqual(['person', 'organisation', 'place']);
      for (const e of a.entities) expect(a.text).toContain(e.name);
    }
  });

  it('has varied headlines and unique URLs', () => {
    const titles = corpus.map((a) => a.title);
    expect(new Set(titles.slice(0, 30)).size).toBe(30);
    expect(new Set(titles).size).toBeGreaterThan(titles.length * 0.8);
    expect(new Set(corpus.map((a) => a.url)).size).toBe(corpus.length);
    // Neighbours come from different sources.
    for (let i = 1; i < 30; i++) expect(corpus[i]?.source).not.toBe(corpus[i - 1]?.source);
  });
});
