// The news home's sections, made so that no story shows twice on the screen: Top stories are
// the first of the newest stories, Latest the rest of that list, page by page, and Today the
// day's stories that the first page of the newest does not already hold. Paging Latest keeps
// Today on the screen, so a later page of Latest leaves out Today's stories.
import type { ArticleSummary } from '#shared/schemas/news.ts';

export const HOME = {
  /** The newest stories' page size: Top stories, then Latest. */
  latestSize: 10,
  topShown: 5,
  /** Today asks for this many to have TODAY.shown left after the newest page's stories. */
  todaySize: 20,
  todayShown: 4,
} as const;

/** One card per story: a story's key, whichever report stands for it (a lone article's address). */
export const storyKey = (a: ArticleSummary) => (a.story ? `story:${a.story.id}` : a.url);

type Lists = {
  /** Page `page` of the newest stories (HOME.latestSize each). */
  latest: readonly ArticleSummary[];
  /** Page 1 of the newest stories: what Today leaves out, on every page. */
  latestFirst: readonly ArticleSummary[];
  /** Today's stories, newest first (HOME.todaySize). */
  today: readonly ArticleSummary[];
  page: number;
};

export type HomeSections = { top: ArticleSummary[]; today: ArticleSummary[]; latest: ArticleSummary[] };

function unique(list: readonly ArticleSummary[], taken: Set<string>): ArticleSummary[] {
  const out: ArticleSummary[] = [];
  for (const a of list) {
    const key = storyKey(a);
    if (taken.has(key)) continue;
    taken.add(key);
    out.push(a);
  }
  return out;
}

/** The home's three sections, each story in at most one of them. */
export function homeSections({ latest, latestFirst, today, page }: Lists): HomeSections {
  const onFirst = new Set(latestFirst.map(storyKey));
  const todayShown = unique(
    today.filter((a) => !onFirst.has(storyKey(a))),
    new Set(),
  ).slice(0, HOME.todayShown);
  const taken = new Set(todayShown.map(storyKey));
  if (page === 1) {
    const first = unique(latest, taken);
    return { top: first.slice(0, HOME.topShown), today: todayShown, latest: first.slice(HOME.topShown) };
  }
  return { top: [], today: todayShown, latest: unique(latest, taken) };
}
