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
import { publicRead, registerPublicReads } from '#server/lib/public-reads.ts';
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

/** The public reads of the first screens (lib/public-reads.ts): routes, and the renderer's data. */
export const newsReads = (news: NewsService) => [
  publicRead({
    url: API.news.latest,
    querystring: listQuery,
    response: articlePageSchema,
    handler: ({ query }) => news.latest(query),
  }),
  publicRead({
    url: API.news.today,
    querystring: listQuery,
    response: articlePageSchema,
    handler: ({ query }) => news.today(query),
  }),
  publicRead({
    url: API.news.publicArticle,
    querystring: articleUrlQuerySchema,
    response: publicArticleSchema,
    handler: ({ query }) => news.publicArticle(query.url),
  }),
  publicRead({ url: API.news.categories, response: facetListSchema, handler: () => news.categories() }),
  publicRead({
    url: API.news.sources,
    querystring: langQuerySchema,
    response: facetListSchema,
    handler: ({ query }) => news.sources(query.lang),
  }),
  publicRead({ url: API.news.languages, response: languageCountListSchema, handler: () => news.languages() }),
  // A category's page, a text search and a source's news: first screens too (src/shared/first-view.ts).
  publicRead({
    url: `${API.news.category}/:category`,
    params: categoryParamSchema,
    querystring: listQuery,
    response: articlePageSchema,
    handler: ({ params, query }) => news.byCategory(params.category, query),
  }),
  publicRead({
    url: API.news.search,
    querystring: searchQuery,
    response: articlePageSchema,
    handler: ({ query: { q, ...p } }) => news.search(q, p),
  }),
  publicRead({
    url: API.news.bySource,
    querystring: sourceQuery,
    response: articlePageSchema,
    handler: ({ query: { source, q, ...p } }) => news.bySource(source, q, p),
  }),
];

export function newsRoutes(app: FastifyInstance, news: NewsService): void {
  const N = API.news;
  const api = typed(app);
  registerPublicReads(app, newsReads(news));
  api.post(N.advancedSearch, { schema: { body: advancedSearchSchema, querystring: advancedQuery, ...page } }, (req) =>
    news.advanced(req.body, req.query.collapse, req.query.lang),
  );

  // Signed-in calls: the gate answers 401 before any input is looked at.
  api.get(
    N.article,
    { onRequest: gate.user, schema: { querystring: articleUrlQuerySchema, response: { 200: articleSchema } } },
    (req) => news.fullArticle(req.query.url),
  );
}
