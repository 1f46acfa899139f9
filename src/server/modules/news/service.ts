import { istDayBounds } from '../../../shared/time';
import type { AdvancedSearch, Article, PublicArticle } from '../../../shared/schemas/news';
import type { PageQuery } from '../../../shared/schemas/paging';
import { notFound } from '../../lib/errors';
import { advancedQuery, websearchQuery, type NewsRepository } from './repository';

const page = (p: PageQuery) => ({ limit: p.size, offset: (p.page - 1) * p.size });

export function createNewsService(repo: NewsRepository, now: () => Date) {
  return {
    latest: (p: PageQuery) => repo.list({}, page(p)),

    today(p: PageQuery) {
      const { start, end } = istDayBounds(now());
      return repo.list({ since: start, until: end }, page(p));
    },

    search: (q: string, p: PageQuery) => repo.list({ tsquery: websearchQuery(q) }, page(p)),

    advanced: (a: AdvancedSearch) =>
      repo.list({ tsquery: advancedQuery(a.primary, a.group) }, page(a)),

    bySource: (source: string, q: string | undefined, p: PageQuery) =>
      repo.list({ source, ...(q ? { tsquery: websearchQuery(q) } : {}) }, page(p)),

    async byCategory(category: string, p: PageQuery) {
      const name = await repo.categoryName(category);
      if (!name) throw notFound(`Unknown category: ${category}`);
      return repo.list({ category: name }, page(p));
    },

    async publicArticle(url: string): Promise<PublicArticle> {
      const a = await repo.findByUrl(url);
      if (!a) throw notFound('Article not found.');
      return {
        title: a.title,
        url: a.url,
        summary: a.summary,
        published: a.published.toISOString(),
        source: a.source,
        category: a.category,
        entities: a.entities,
      };
    },

    /** The signed-in article: adds the text and whatever AI answers are stored. */
    async article(url: string): Promise<Article> {
      const a = await repo.findByUrl(url);
      if (!a) throw notFound('Article not found.');
      return {
        title: a.title,
        url: a.url,
        summary: a.summary,
        published: a.published.toISOString(),
        source: a.source,
        category: a.category,
        entities: a.entities,
        text: a.text,
        bias: a.bias,
        sentiment: a.sentiment,
        missingAngles: a.missing_angles,
        explainLike15: a.explain_like15,
      };
    },

    categories: () => repo.categories(),
    sources: () => repo.sources(),
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
