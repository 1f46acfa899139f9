import type { AnalysisInput } from '#server/providers/analyser/index.ts';
import type { AnalysisRepository } from './repository';

/** How many other sources' articles an analysis compares with, at most. */
export const STORY_PEERS_LIMIT = 8;

/** The rest of an article's story, as the analyser compares with it. */
export type StoryPeers = {
  /**
   * The story's articles from sources other than this article's own: one per source (its
   * most complete article), at most `limit`. Empty when the article's story has one source.
   */
  others: AnalysisInput[];
  /** When the story last gained a source other than this article's (null when it has none). */
  grewAt: Date | null;
};

/** Where the analysis finds an article's story. */
export type StoryLookup = (articleId: number, limit: number) => Promise<StoryPeers>;

/** No stories: every article is read on its own. */
export const noStories: StoryLookup = async () => ({ others: [], grewAt: null });

/**
 * The peers of `articleId` among the story's articles `memberIds`: from sources other than its
 * own, one per source (its most complete article: the longest text, else summary), at most
 * `limit`, earliest reporting source first; `grewAt` is when the last of those sources first
 * reported (its earliest article's arrival in the database).
 */
export async function loadStoryPeers(
  repo: Pick<AnalysisRepository, 'otherSourcesArticles'>,
  articleId: number,
  memberIds: readonly number[],
  limit: number,
): Promise<StoryPeers> {
  const ids = memberIds.filter((x) => x !== articleId);
  if (!ids.length) return { others: [], grewAt: null };
  const rows = await repo.otherSourcesArticles(articleId, ids);
  const bySource = new Map<string, { best: (typeof rows)[number]; first: Date }>();
  const size = (r: (typeof rows)[number]) => (r.text?.length ?? 0) * 2 + r.summary.length;
  for (const r of rows) {
    const key = r.source.toLowerCase();
    const at = new Date(r.created_at);
    const hit = bySource.get(key);
    if (!hit) bySource.set(key, { best: r, first: at });
    else {
      if (size(r) > size(hit.best)) hit.best = r;
      if (at < hit.first) hit.first = at;
    }
  }
  const sources = [...bySource.values()].sort((x, y) => x.first.getTime() - y.first.getTime());
  return {
    others: sources.slice(0, limit).map(({ best: r }) => ({
      title: r.title,
      url: r.url,
      summary: r.summary,
      text: r.text,
      source: r.source,
      category: r.category,
      entities: r.entities,
    })),
    grewAt: sources.length ? (sources.at(-1) as { first: Date }).first : null,
  };
}
