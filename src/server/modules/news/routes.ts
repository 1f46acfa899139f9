import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-paths';
import {
  advancedSearchSchema,
  aiKindParamSchema,
  articleUrlQuerySchema,
  categoryParamSchema,
  searchQuerySchema,
  sourceQuerySchema,
} from '../../../shared/schemas/news';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import { HttpError } from '../../lib/errors';
import { requireMember, requireUser } from '../../lib/session-user';
import { parse } from '../../lib/validate';
import type { NewsService } from './service';

export function newsRoutes(app: FastifyInstance, news: NewsService): void {
  const N = API.news;
  app.get(N.latest, (req) => news.latest(parse(pageQuerySchema, req.query)));
  app.get(N.today, (req) => news.today(parse(pageQuerySchema, req.query)));
  app.get(N.search, (req) => {
    const { q, ...p } = parse(searchQuerySchema, req.query);
    return news.search(q, p);
  });
  app.post(N.advancedSearch, (req) => news.advanced(parse(advancedSearchSchema, req.body)));
  app.get(N.bySource, (req) => {
    const { source, q, ...p } = parse(sourceQuerySchema, req.query);
    return news.bySource(source, q, p);
  });
  app.get(`${N.category}/:category`, (req) => {
    const { category } = parse(categoryParamSchema, req.params);
    return news.byCategory(category, parse(pageQuerySchema, req.query));
  });
  app.get(N.publicArticle, (req) => news.publicArticle(parse(articleUrlQuerySchema, req.query).url));
  app.get(N.categories, () => news.categories());
  app.get(N.sources, () => news.sources());

  // Signed-in calls: who is signed in comes from the session (accounts module); until a
  // session exists every caller is a visitor and gets 401 before any input is looked at.
  app.get(N.article, (req) => {
    requireUser(req);
    return news.fullArticle(parse(articleUrlQuerySchema, req.query).url);
  });
  app.get(`${N.article}/:type`, (req) => {
    requireMember(req); // 401 visitors, 403 'Membership required' for non-members
    parse(aiKindParamSchema, req.params);
    // The analysis module (analyser) takes this route over.
    throw new HttpError(501, 'AI analysis is not available yet.');
  });
}
