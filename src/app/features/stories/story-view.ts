// How a story page reads one event across sources: who reported first, each source's
// headlines, and the order in which the reports came. Pure, for the screen and its tests.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** What the page needs of each article in the story. */
export type StoryArticle = { title: string; url: string; published: string; source: string; demo?: boolean };

export type SourceCoverage = { source: string; articles: StoryArticle[] };

export type Coverage = {
  /** The earliest report (ties: the source named first alphabetically, so the answer is stable). */
  first: StoryArticle | undefined;
  /** Every source with its headlines, earliest first; sources in the order they reported. */
  bySource: SourceCoverage[];
  /** Every report, earliest first. */
  timeline: StoryArticle[];
};

const time = (a: StoryArticle) => {
  const t = Date.parse(a.published);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};
const earlier = (a: StoryArticle, b: StoryArticle) =>
  time(a) - time(b) || a.source.localeCompare(b.source) || a.url.localeCompare(b.url);

export function coverage(articles: readonly StoryArticle[]): Coverage {
  const timeline = [...articles].sort(earlier);
  const groups = new Map<string, StoryArticle[]>();
  for (const a of timeline) {
    const list = groups.get(a.source);
    if (list) list.push(a);
    else groups.set(a.source, [a]);
  }
  return { first: timeline[0], bySource: [...groups].map(([source, list]) => ({ source, articles: list })), timeline };
}

/** "+40 min", "+2 h 5 min", "+1 day": how long after the first report an article came. */
export function after(i18n: I18n, first: StoryArticle, a: StoryArticle): string {
  const minutes = Math.round((time(a) - time(first)) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  if (minutes < 60) return i18n._(msg`+${minutes} min`);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 24) return rest ? i18n._(msg`+${hours} h ${rest} min`) : i18n._(msg`+${hours} h`);
  const days = Math.round(hours / 24);
  return i18n._(msg`${plural(days, { one: '+# day', other: '+# days' })}`);
}

/** A story id from the address: a whole number from 1 to 2^31 − 1 written plainly, else null. */
export function storyId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

/** The reports a page shows, one-based: "21–40 of 57". */
export function pageRange(page: number, size: number, shown: number): { from: number; to: number } {
  const from = (page - 1) * size + 1;
  return { from, to: from + Math.max(0, shown - 1) };
}
