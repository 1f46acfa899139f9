import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-paths';
import {
  advancedSearchSchema,
  articleUrlQuerySchema,
  categoryParamSchema,
  searchQuerySchema,
  sourceQuerySchema,
} from '../../../shared/schemas/news';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import { unauthorized } from '../../lib/errors';
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
  // Signed-in article calls; sign-in arrives with the accounts module, until then nobody is.
  app.get(N.article, () => {
    throw unauthorized();
  });
  app.get(`${N.article}/:type`, () => {
    throw unauthorized();
  });
  app.get(N.categories, () => news.categories());
  app.get(N.sources, () => news.sources());
}
