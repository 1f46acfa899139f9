import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { aiKindParamSchema, articleSchema, articleUrlQuerySchema } from '#shared/schemas/news.ts';
import { typed } from '#server/lib/route.ts';
import { gate } from '#server/lib/session-user.ts';
import type { AnalysisService } from './service';

export function analysisRoutes(app: FastifyInstance, analysis: AnalysisService): void {
  typed(app).get(
    `${API.news.article}/:type`,
    {
      onRequest: gate.member,
      schema: { params: aiKindParamSchema, querystring: articleUrlQuerySchema, response: { 200: articleSchema } },
    },
    (req) => analysis.analyse(req.params.type, req.query.url),
  );
}
