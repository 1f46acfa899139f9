import { describe, expect, it } from 'vitest';
import { storyLink, storyPath } from './story-line';

const more = (size: number, sources: number, names?: string[]) =>
  storyLink({ story: { id: 7, size, sources }, ...(names ? { moreSources: names } : {}) })?.text;

describe("a card's line to its story", () => {
  it('counts the sources and words the other reports, naming up to three sources', () => {
    expect(more(2, 2, ['Mint'])).toBe('2 sources · +1 more report from Mint');
    expect(more(4, 3, ['Mint', 'Scroll'])).toBe('3 sources · +3 more reports from Mint, Scroll');
    expect(more(4, 4, ['Mint', 'Scroll', 'The Hindu'])).toBe(
      '4 sources · +3 more reports from Mint, Scroll, The Hindu',
    );
    expect(more(6, 5, ['Mint', 'Scroll', 'The Hindu', 'NDTV'])).toBe(
      '5 sources · +5 more reports from Mint, Scroll and 2 others',
    );
    expect(more(7, 6, ['Mint', 'Scroll', 'The Hindu', 'NDTV', 'Wire'])).toBe(
      '6 sources · +6 more reports from Mint, Scroll and 3 others',
    );
  });

  it('counts the other reports when the list names no sources, and gives no count of one source', () => {
    // A list not asked to collapse carries no other sources' names.
    expect(more(4, 3)).toBe('3 sources · +3 more reports');
    // Two reports from one source (the card's own).
    expect(more(2, 1, [])).toBe('+1 more report');
  });

  it('links a story of several reports to its page, and nothing for an article alone', () => {
    expect(storyLink({ story: { id: 7, size: 3, sources: 2 }, moreSources: ['Mint'] })?.href).toBe(
      '/pages/news/story/7',
    );
    expect(storyPath(12)).toBe('/pages/news/story/12');
    expect(storyLink({})).toBeNull();
    expect(storyLink({ story: { id: 7, size: 1, sources: 1 } })).toBeNull();
  });
});
