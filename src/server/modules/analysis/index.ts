import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { createAnalyser } from '#server/providers/analyser/index.ts';
import type { NewsService } from '#server/modules/news/service.ts';
import type { StoriesService } from '#server/modules/stories/service.ts';
import { createAnalysisRepository } from './repository';
import { analysisRoutes } from './routes';
import { createAnalysisService } from './service';
import { loadStoryPeers, type StoryLookup } from './story';

/**
 * The article's story as the stories module knows it: its other sources' articles, and when the
 * story last gained a source other than the article's own (a merge of two stories counts).
 */
export const storyLookup =
  (ctx: Pick<AppContext, 'db'>, stories: Pick<StoriesService, 'peersOf'>): StoryLookup =>
  async (articleId, limit) => {
    const { ids, grewAt } = await stories.peersOf(articleId);
    const { others } = await loadStoryPeers(ctx.db, articleId, ids, limit);
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
  analysisRoutes(
    app,
    createAnalysisService(createAnalysisRepository(ctx.db), news, analyser, ctx.log, storyLookup(ctx, stories)),
    ctx.config.ai.memberHourlyLimit,
  );
}
