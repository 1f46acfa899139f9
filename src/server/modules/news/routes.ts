import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import {
  advancedSearchSchema,
  articlePageSchema,
  articleSchema,
  articleUrlQuerySchema,
  categoryParamSchema,
  collapseQuerySchema,
  facetListSchema,
  publicArticleSchema,
  searchQuerySchema,
  sourceQuerySchema,
} from '#shared/schemas/news.ts';
import { pageQuerySchema } from '#shared/schemas/paging.ts';
import { langQuerySchema, languageCountListSchema } from '#shared/schemas/languages.ts';
import { z } from '#shared/zod.ts';
import { typed } from '#server/lib/route.ts';
import { gate } from '#server/lib/session-user.ts';
import type { NewsService } from './service';

const page = { response: { 200: articlePageSchema } };
// Every list and search takes `collapse=story` (one card per story) and `lang=hi,en`.
const options = { ...collapseQuerySchema.shape, ...langQuerySchema.shape };
const listQuery = z.extend(pageQuerySchema, options);
const searchQuery = z.extend(searchQuerySchema, options);
const sourceQuery = z.extend(sourceQuerySchema, options);
const advancedQuery = z.object(options);

export function newsRoutes(app: FastifyInstance, news: NewsService): void {
  const N = API.news;
  const api = typed(app);
  api.get(N.latest, { schema: { querystring: listQuery, ...page } }, (req) => news.latest(req.query));
  api.get(N.today, { schema: { querystring: listQuery, ...page } }, (req) => news.today(req.query));
  api.get(N.search, { schema: { querystring: searchQuery, ...page } }, (req) => {
    const { q, ...p } = req.query;
    return news.search(q, p);
  });
  api.post(N.advancedSearch, { schema: { body: advancedSearchSchema, querystring: advancedQuery, ...page } }, (req) =>
    news.advanced(req.body, req.query.collapse, req.query.lang),
  );
  api.get(N.bySource, { schema: { querystring: sourceQuery, ...page } }, (req) => {
    const { source, q, ...p } = req.query;
    return news.bySource(source, q, p);
  });
  api.get(
    `${N.category}/:category`,
    { schema: { params: categoryParamSchema, querystring: listQuery, ...page } },
    (req) => news.byCategory(req.params.category, req.query),
  );
  api.get(
    N.publicArticle,
    { schema: { querystring: articleUrlQuerySchema, response: { 200: publicArticleSchema } } },
    (req) => news.publicArticle(req.query.url),
  );
  api.get(N.categories, { schema: { response: { 200: facetListSchema } } }, () => news.categories());
  api.get(N.sources, { schema: { response: { 200: facetListSchema } } }, () => news.sources());
  api.get(N.languages, { schema: { response: { 200: languageCountListSchema } } }, () => news.languages());

  // Signed-in calls: the gate answers 401 before any input is looked at.
  api.get(
    N.article,
    { onRequest: gate.user, schema: { querystring: articleUrlQuerySchema, response: { 200: articleSchema } } },
    (req) => news.fullArticle(req.query.url),
  );
}
