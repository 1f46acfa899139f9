import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { storyPageSchema } from '#shared/schemas/news.ts';
import { pageQuerySchema } from '#shared/schemas/paging.ts';
import { langQuerySchema } from '#shared/schemas/languages.ts';
import { z } from '#shared/zod.ts';
import { publicRead, registerPublicReads } from '#server/lib/public-reads.ts';
import type { StoriesService } from './service';

/** The id as the address gives it: any text; one that names no story is a 404 (the service). */
const storyParamSchema = z.object({ id: z.string().check(z.maxLength(40)) });

export function storiesRoutes(app: FastifyInstance, stories: StoriesService): void {
  // Public, like the news lists: articles only, nothing of any reader. A story page's first
  // screen reads it (lib/public-reads.ts). `lang` keeps the story's articles in those languages.
  registerPublicReads(app, [
    publicRead({
      url: `${API.news.story}/:id`,
      params: storyParamSchema,
      querystring: z.extend(pageQuerySchema, langQuerySchema.shape),
      response: storyPageSchema,
      handler: ({ params, query }) => stories.page(params.id, query),
    }),
  ]);
}
