import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { HOME, homeSections, storyKey } from './home-sections';

const card = (n: number, story?: number): ArticleSummary =>
  ({
    url: `https://x.example/${n}`,
    title: `Story ${n}`,
    story: story === undefined ? undefined : { id: story, size: 2, sources: 2 },
  }) as unknown as ArticleSummary;
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => card(from + i));
const keys = (list: ArticleSummary[]) => list.map(storyKey);

describe('the news home sections', () => {
  it('shows each story once: Top, then Latest, and Today without the newest page', () => {
    const first = range(0, 10);
    const s = homeSections({ latest: first, latestFirst: first, today: range(0, 20), page: 1 });
    expect(keys(s.top)).toEqual(keys(range(0, 5)));
    expect(keys(s.latest)).toEqual(keys(range(5, 10)));
    expect(keys(s.today)).toEqual(keys(range(10, 14)));
    const all = [...s.top, ...s.today, ...s.latest].map(storyKey);
    expect(new Set(all).size).toBe(all.length);
  });

  it('a later page of Latest leaves out what Today shows', () => {
    const first = range(0, 10);
    const s = homeSections({ latest: range(10, 20), latestFirst: first, today: range(0, 20), page: 2 });
    expect(s.top).toEqual([]);
    expect(keys(s.today)).toEqual(keys(range(10, 14)));
    expect(keys(s.latest)).toEqual(keys(range(14, 20)));
  });

  it('counts reports of one story as that story', () => {
    const first = [card(0, 7), ...range(1, 10)];
    const s = homeSections({ latest: first, latestFirst: first, today: [card(50, 7), ...range(60, 70)], page: 1 });
    expect(keys(s.today)).not.toContain('story:7');
    expect(s.today).toHaveLength(HOME.todayShown);
  });
});
