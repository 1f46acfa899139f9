import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { storyPageSchema } from '#shared/schemas/news.ts';
import { pageQuerySchema } from '#shared/schemas/paging.ts';
import { langQuerySchema } from '#shared/schemas/languages.ts';
import { z } from '#shared/zod.ts';
import { typed } from '#server/lib/route.ts';
import type { StoriesService } from './service';

/** The id as the address gives it: any text; one that names no story is a 404 (the service). */
const storyParamSchema = z.object({ id: z.string().check(z.maxLength(40)) });

export function storiesRoutes(app: FastifyInstance, stories: StoriesService): void {
  // Public, like the news lists: articles only, nothing of any reader. `lang` keeps the
  // story's articles in those languages.
  typed(app).get(
    `${API.news.story}/:id`,
    {
      schema: {
        params: storyParamSchema,
        querystring: z.extend(pageQuerySchema, langQuerySchema.shape),
        response: { 200: storyPageSchema },
      },
    },
    (req) => stories.page(req.params.id, req.query),
  );
}
