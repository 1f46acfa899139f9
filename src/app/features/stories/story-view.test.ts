import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { after, coverage, pageRange, storyId, type StoryArticle } from './story-view';

const a = (source: string, published: string, title = `${source} at ${published}`): StoryArticle => ({
  source,
  published,
  title,
  url: `https://${source.replace(/\s/g, '')}.example/${published}`,
});

describe('a story across sources', () => {
  it('names who reported first, groups headlines by source in reporting order, and orders the timeline', () => {
    const articles = [
      a('Mint', '2026-11-28T10:30:00+05:30'),
      a('The Hindu', '2026-11-28T09:10:00+05:30'),
      a('Mint', '2026-11-28T09:40:00+05:30'),
      a('Scroll', '2026-11-28T12:00:00+05:30'),
    ];
    const c = coverage(articles);
    expect(c.first?.source).toBe('The Hindu');
    expect(c.bySource.map((s) => [s.source, s.articles.length])).toEqual([
      ['The Hindu', 1],
      ['Mint', 2],
      ['Scroll', 1],
    ]);
    expect(c.bySource[1]!.articles.map((x) => x.published)).toEqual([
      '2026-11-28T09:40:00+05:30',
      '2026-11-28T10:30:00+05:30',
    ]);
    expect(c.timeline.map((x) => x.source)).toEqual(['The Hindu', 'Mint', 'Mint', 'Scroll']);
  });

  it('breaks a tie for first the same way every time', () => {
    const t = '2026-11-28T09:00:00Z';
    expect(coverage([a('Scroll', t), a('Mint', t)]).first?.source).toBe('Mint');
    expect(coverage([a('Mint', t), a('Scroll', t)]).first?.source).toBe('Mint');
  });

  it('says how long after the first report each came', () => {
    const first = a('X', '2026-11-28T09:00:00Z');
    expect(after(i18n, first, first)).toBe('');
    expect(after(i18n, first, a('Y', '2026-11-28T09:40:00Z'))).toBe('+40 min');
    expect(after(i18n, first, a('Y', '2026-11-28T11:05:00Z'))).toBe('+2 h 5 min');
    expect(after(i18n, first, a('Y', '2026-11-28T11:00:00Z'))).toBe('+2 h');
    expect(after(i18n, first, a('Y', '2026-11-29T10:00:00Z'))).toBe('+1 day');
  });

  it('reads a story id from the address only when it is a plain whole number in range', () => {
    expect(storyId('42')).toBe(42);
    expect(storyId('2147483647')).toBe(2147483647);
    for (const bad of ['0', '-1', '007', '1.5', '1e3', ' 4', 'abc', '', '2147483648', '99999999999'])
      expect(storyId(bad), bad).toBeNull();
  });

  it('numbers the reports a page shows', () => {
    expect(pageRange(1, 20, 20)).toEqual({ from: 1, to: 20 });
    expect(pageRange(3, 20, 17)).toEqual({ from: 41, to: 57 });
  });
});
