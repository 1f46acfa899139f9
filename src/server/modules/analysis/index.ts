import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { createAnalyser } from '#server/providers/analyser/index.ts';
import type { NewsService } from '#server/modules/news/service.ts';
import type { StoriesService } from '#server/modules/stories/service.ts';
import { createAnalysisRepository, type AnalysisRepository } from './repository';
import { analysisRoutes } from './routes';
import { createAnalysisService } from './service';
import { loadStoryPeers, type StoryLookup } from './story';

/**
 * The article's story as the stories module knows it: its other sources' articles, and when the
 * story last gained a source other than the article's own (a merge of two stories counts).
 */
export const storyLookup =
  (repo: AnalysisRepository, stories: Pick<StoriesService, 'peersOf'>): StoryLookup =>
  async (articleId, limit) => {
    const { ids, grewAt } = await stories.peersOf(articleId);
    const { others } = await loadStoryPeers(repo, articleId, ids, limit);
    return { others, grewAt: others.length ? grewAt : null };
  };

/** Members' AI analysis of an article, by the analyser AI_PROVIDER picks, compared with its story. */
export function registerAnalysis(
  app: FastifyInstance,
  ctx: AppContext,
  news: NewsService,
  stories: Pick<StoriesService, 'peersOf'>,
): void {
  const analyser = createAnalyser(ctx.config.ai);
  const repo = createAnalysisRepository(ctx.db);
  analysisRoutes(
    app,
    createAnalysisService(repo, news, analyser, ctx.log, storyLookup(repo, stories)),
    ctx.config.ai.memberHourlyLimit,
  );
}
