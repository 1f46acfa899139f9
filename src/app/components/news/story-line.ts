// What a news card says about the story its article belongs to (the same event told by other
// sources): pure, small, and in the first screen's code, so nothing here may grow heavy.
import { plural, t } from '@lingui/core/macro';
import type { ArticleSummary } from '#shared/schemas/news.ts';

/** The story page of a story id. */
export const storyPath = (id: number): string => `/pages/news/story/${id}`;

/**
 * The card's line to its story page, or null when the article stands alone: "3 sources · +2
 * more reports from Mint, Scroll". The count is of the other reports (articles), which is not
 * the count of sources when a source reported twice; "reports" says so. In a list asked with
 * `collapse=story` it names the other sources (up to three; past three, the first two and "and
 * N others"); elsewhere (no `moreSources`) it counts the other reports only.
 */
export function storyLink({
  story: s,
  moreSources: m = [],
}: Pick<ArticleSummary, 'story' | 'moreSources'>): { href: string; text: string } | null {
  if (!s || s.size < 2) return null;
  const first = m.slice(0, 2).join(', ');
  const rest = m.length - 2;
  const names = m.length > 3 ? t`${first} and ${rest} others` : m.join(', ');
  const others = s.size - 1;
  const sources = s.sources;
  const reports = names
    ? plural(others, { one: `+# more report from ${names}`, other: `+# more reports from ${names}` })
    : plural(others, { one: '+# more report', other: '+# more reports' });
  return {
    href: storyPath(s.id),
    text: s.sources > 1 ? t`${sources} sources · ${reports}` : reports,
  };
}

/** The article page of an article address: /pages/news/details/{url, encoded}. */
export const articlePath = (url: string): string => `/pages/news/details/${encodeURIComponent(url)}`;
