import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { aiHourlyLimit } from '#shared/messages.ts';
import { aiAnswerQuerySchema, aiKindParamSchema, articleSchema } from '#shared/schemas/news.ts';
import { HttpError } from '#server/lib/errors.ts';
import { typed } from '#server/lib/route.ts';
import { gate, requireUser } from '#server/lib/session-user.ts';
import type { AnalysisService } from './service';

const HOUR_MS = 60 * 60 * 1000;

/** `hourlyLimit`: new answers one member may cause in an hour (AI_MEMBER_HOURLY_LIMIT). */
export function analysisRoutes(app: FastifyInstance, analysis: AnalysisService, hourlyLimit: number): void {
  // Counted by member, where the other limits are counted (Redis with REDIS_URL, else this
  // process); only requests that cause a model call are counted (AnalysisService `charge`).
  const newAnswers = app.createRateLimit({
    max: hourlyLimit,
    timeWindow: HOUR_MS,
    keyGenerator: (req) => `ai:${requireUser(req).id}`,
  });
  typed(app).get(
    `${API.news.article}/:type`,
    {
      onRequest: gate.member,
      schema: { params: aiKindParamSchema, querystring: aiAnswerQuerySchema, response: { 200: articleSchema } },
    },
    (req) =>
      analysis.analyse(
        req.params.type,
        req.query.url,
        async () => {
          const limit = await newAnswers(req);
          if (!limit.isAllowed && limit.isExceeded)
            throw new HttpError(429, aiHourlyLimit(hourlyLimit, Math.max(1, Math.ceil(limit.ttl / 60_000))));
        },
        req.query.lang,
      ),
  );
}
