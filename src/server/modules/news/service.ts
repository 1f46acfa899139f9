import { istDayBounds } from '#shared/time.ts';
import type { AdvancedSearch, Article, PublicArticle } from '#shared/schemas/news.ts';
import type { PageQuery } from '#shared/schemas/paging.ts';
import { notFound } from '#server/lib/errors.ts';
import { toSummary, type NewsRepository } from './repository';

const page = (p: PageQuery) => ({ limit: p.size, offset: (p.page - 1) * p.size });
const empty = { content: [], totalElements: 0 };

type StoredArticle = NonNullable<Awaited<ReturnType<NewsRepository['findByUrl']>>>;

const toPublic = (a: StoredArticle): PublicArticle => ({ ...toSummary(a), entities: a.entities });
const toFull = (a: StoredArticle): Article => ({
  ...toPublic(a),
  text: a.text,
  bias: a.bias,
  sentiment: a.sentiment,
  missingAngles: a.missing_angles,
  explainLike15: a.explain_like15,
});

export function createNewsService(repo: NewsRepository, now: () => Date) {
  async function load(url: string) {
    const a = await repo.findByUrl(url);
    if (!a) throw notFound('Article not found.');
    return a;
  }

  return {
    latest: (p: PageQuery) => repo.list({}, page(p)),

    /** The current calendar day in Asia/Kolkata, whatever the server's time zone. */
    today(p: PageQuery) {
      const { start, end } = istDayBounds(now());
      return repo.list({ since: start, until: end }, page(p));
    },

    search: (q: string, p: PageQuery) => repo.search({}, { web: q }, page(p)),

    advanced: (a: AdvancedSearch) => repo.search({}, { primary: a.primary, group: a.group }, page(a)),

    /** Articles matching any of the terms, ranked like search; no terms match nothing. */
    matchingAny: (terms: string[], p: PageQuery) =>
      terms.length === 0 ? Promise.resolve(empty) : repo.search({}, { anyOf: terms }, page(p)),

    /** A source matches case-insensitively; an unknown source simply has no articles. */
    async bySource(source: string, q: string | undefined, p: PageQuery) {
      const name = await repo.sourceName(source);
      if (!name) return empty;
      return q ? repo.search({ source: name }, { web: q }, page(p)) : repo.list({ source: name }, page(p));
    },

    async byCategory(category: string, p: PageQuery) {
      const name = await repo.categoryName(category);
      if (!name) throw notFound(`Unknown category: ${category}`);
      return repo.list({ category: name }, page(p));
    },

    /** Visitors: the summary and entities, never the extracted text or AI answers. */
    publicArticle: async (url: string): Promise<PublicArticle> => toPublic(await load(url)),

    /** Signed-in users: the extracted text and whatever AI answers are stored. */
    fullArticle: async (url: string): Promise<Article> => toFull(await load(url)),

    /** The signed-in article and its row id, by which AI answers are stored. */
    async articleWithId(url: string): Promise<{ id: number; article: Article }> {
      const a = await load(url);
      return { id: Number(a.id), article: toFull(a) };
    },

    categories: () => repo.categories(),
    sources: () => repo.sources(),
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
