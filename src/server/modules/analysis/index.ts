import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { createAnalyser } from '#server/providers/analyser/index.ts';
import type { NewsService } from '#server/modules/news/service.ts';
import { createAnalysisRepository } from './repository';
import { analysisRoutes } from './routes';
import { createAnalysisService } from './service';

/** Members' AI analysis of an article, by the analyser AI_PROVIDER picks. */
export function registerAnalysis(app: FastifyInstance, ctx: AppContext, news: NewsService): void {
  const analyser = createAnalyser(ctx.config.ai);
  analysisRoutes(app, createAnalysisService(createAnalysisRepository(ctx.db), news, analyser, ctx.log), ctx.config.ai.memberHourlyLimit);
}
