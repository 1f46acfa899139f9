import { istDayBounds } from '#shared/time.ts';
import type { AdvancedSearch, Article, ArticlePage, PublicArticle } from '#shared/schemas/news.ts';
import type { PageQuery } from '#shared/schemas/paging.ts';
import { LANGUAGES } from '#shared/languages.ts';
import type { LanguageCount } from '#shared/schemas/languages.ts';
import { notFound } from '#server/lib/errors.ts';
import { audioOf, toSummary, type Filter, type NewsRepository, type Page } from './repository';
import type { TextSearch } from './search-sql';

/**
 * A list's paging, `collapse: 'story'` for one card per story (collapseQuerySchema), and `lang`
 * the languages wanted (langQuerySchema; every language when absent).
 */
export type ListQuery = PageQuery & { collapse?: 'story' | undefined; lang?: readonly string[] | undefined };

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
  /** The filter narrowed to the languages asked for, if any. */
  const inLanguages = (f: Filter, lang: readonly string[] | undefined): Filter =>
    lang?.length ? { ...f, languages: lang } : f;
  /** The list, or one card per story when asked to collapse (the default is every article). */
  const list = (f: Filter, p: ListQuery): Promise<ArticlePage> => {
    const scoped = inLanguages(f, p.lang);
    return p.collapse === 'story' ? repo.listCollapsed(scoped, page(p)) : repo.list(scoped, page(p));
  };
  const search = (
    f: Filter,
    text: TextSearch,
    p: ListQuery | (Page & { collapse?: 'story' | undefined; lang?: readonly string[] | undefined }),
  ) => {
    const paging = 'size' in p ? page(p) : { limit: p.limit, offset: p.offset };
    const scoped = inLanguages(f, p.lang);
    return p.collapse === 'story' ? repo.searchCollapsed(scoped, text, paging) : repo.search(scoped, text, paging);
  };

  async function load(url: string) {
    const a = await repo.findByUrl(url);
    if (!a) throw notFound('Article not found.');
    return a;
  }

  return {
    latest: (p: ListQuery) => list({}, p),

    /** The current calendar day in Asia/Kolkata, whatever the server's time zone. */
    today(p: ListQuery) {
      const { start, end } = istDayBounds(now());
      return list({ since: start, until: end }, p);
    },

    search: (q: string, p: ListQuery) => search({}, { web: q }, p),

    advanced: (a: AdvancedSearch, collapse?: 'story', lang?: readonly string[]) =>
      search({}, { primary: a.primary, group: a.group }, { ...page(a), collapse, lang }),

    /** Articles matching any of the terms, ranked like search; no terms match nothing. */
    matchingAny: (terms: string[], p: ListQuery) =>
      terms.length === 0 ? Promise.resolve(empty) : search({}, { anyOf: terms }, p),

    /** A source matches case-insensitively; an unknown source simply has no articles. */
    async bySource(source: string, q: string | undefined, p: ListQuery) {
      const name = await repo.sourceName(source);
      if (!name) return empty;
      return q ? search({ source: name }, { web: q }, p) : list({ source: name }, p);
    },

    async byCategory(category: string, p: ListQuery) {
      const name = await repo.categoryName(category);
      if (!name) throw notFound(`Unknown category: ${category}`);
      return list({ category: name }, p);
    },

    /**
     * A story's articles for its page: `ids` all of them, earliest first; the page's articles
     * as lists show them (of `lang` only, when given), how many there are, the title of the most
     * complete one, and the entities more than one of them names (all of them when there is one
     * article).
     */
    storyArticles: (ids: number[], p: Page, lang?: readonly string[]) => repo.storyArticles(ids, p, lang),

    /** Visitors: the summary and entities, never the extracted text or AI answers. */
    publicArticle: async (url: string): Promise<PublicArticle> => toPublic(await load(url)),

    /** Signed-in users: the extracted text and whatever AI answers are stored. */
    fullArticle: async (url: string): Promise<Article> => toFull(await load(url)),

    /** The signed-in article and its row id, by which AI answers are stored. */
    async articleWithId(url: string): Promise<{ id: number; article: Article }> {
      const a = await load(url);
      return { id: Number(a.id), article: toFull(a) };
    },

    /** The article's audio files as the API gives them, or undefined when there is no such article. */
    async audioOf(url: string) {
      const enclosures = await repo.enclosuresByUrl(url);
      return enclosures && audioOf(enclosures);
    },

    /** Every language Khabar knows, in the list's order, with how many articles it has. */
    async languages(): Promise<LanguageCount[]> {
      const counts = await repo.languageCounts();
      return LANGUAGES.map(({ code, name, nativeName }) => ({ code, name, nativeName, count: counts.get(code) ?? 0 }));
    },

    categories: () => repo.categories(),
    sources: (languages?: readonly string[]) => repo.sources(languages),
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
