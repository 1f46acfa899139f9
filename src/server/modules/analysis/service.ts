import type { FastifyBaseLogger } from 'fastify';
import { AI_FIELD, AI_KINDS, type AiKind } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { Article } from '#shared/schemas/news.ts';
import { HttpError } from '#server/lib/errors.ts';
import { AnalyserError, type Analyser, type AnalysisInput } from '#server/providers/analyser/index.ts';
import type { NewsService } from '#server/modules/news/service.ts';
import type { AnalysisRepository } from './repository';
import { noStories, STORY_PEERS_LIMIT, type StoryLookup } from './story';

const toInput = (a: Article): AnalysisInput => ({
  title: a.title,
  url: a.url,
  summary: a.summary,
  text: a.text,
  source: a.source,
  category: a.category,
  entities: a.entities,
  language: a.language,
});

/** An article's answer of a kind in the reader's language; `charge` runs before a new one is computed. */
type Answer = (
  articleId: number,
  kind: AiKind,
  article: Article,
  charge: () => Promise<void>,
  lang: string,
) => Promise<string>;

/**
 * AI analysis for members. An answer is computed once per (article, kind, analyser) and served
 * from the store afterwards. Concurrent first requests in this process share one computation;
 * across processes the store's primary key keeps the first answer saved and every process
 * serves that one. An empty answer or a failure is not stored, so a later request tries again.
 * A new answer is charged to the member whose request computes it (`charge`, which throws 429
 * past their budget); a stored answer, or one another request is already computing, is not.
 *
 * The analyser compares the article with the rest of its story (`stories`): the other sources'
 * articles. A stored answer whose story has gained a source since it was computed is computed
 * again, at most once an hour (RECOMPUTE_AFTER), and replaces the stored one.
 */
export function createAnalysisService(
  repo: AnalysisRepository,
  news: NewsService,
  analyser: Analyser,
  log: FastifyBaseLogger,
  stories: StoryLookup = noStories,
) {
  const inflight = new Map<string, Promise<string>>();

  /** The analyser's answers in the reader's language are stored apart from its English ones. */
  const storedAs = (lang: string) => analyser.idFor?.(lang) ?? analyser.id;

  const compute: Answer = async (articleId, kind, article, charge, lang) => {
    const id = storedAs(lang);
    const stored = await repo.stored(articleId, kind, id);
    // Within the hour a stored answer stands; after it, only a story that has grown since is asked again.
    if (stored && !stored.due) return stored.answer;
    const story = await stories(articleId, STORY_PEERS_LIMIT);
    if (stored && !(story.grewAt && story.grewAt > stored.createdAt)) return stored.answer;
    await charge();
    let answer: string;
    try {
      answer = await analyser.analyse(kind, { ...toInput(article), others: story.others, readerLanguage: lang });
    } catch (err) {
      if (!(err instanceof AnalyserError)) throw err;
      log.warn({ analyser: id, kind, reason: err.message }, 'AI analysis failed');
      throw new HttpError(502, MESSAGES.aiFailed);
    }
    if (!answer.trim()) return stored?.answer ?? '';
    return stored ? repo.replace(articleId, kind, id, answer) : repo.save(articleId, kind, id, answer);
  };

  /** One computation at a time for an article's answer of a kind in a language; callers meanwhile share it. */
  const answerOf: Answer = (articleId, kind, article, charge, lang) => {
    const key = `${articleId}:${kind}:${storedAs(lang)}`;
    let p = inflight.get(key);
    if (!p) {
      p = compute(articleId, kind, article, charge, lang).finally(() => inflight.delete(key));
      inflight.set(key, p);
    }
    return p;
  };

  return {
    analyserId: analyser.id,

    /**
     * The signed-in article with this kind's answer, plus any other answers already stored.
     * `charge` is called before a new answer is computed for this request; `lang` is the
     * reader's interface language (an analyser that writes in it stores those answers apart).
     */
    async analyse(kind: AiKind, url: string, charge: () => Promise<void>, lang = 'en'): Promise<Article> {
      const { id, article } = await news.articleWithId(url);
      const out: Article = { ...article, bias: null, sentiment: null, missingAngles: null, explainLike15: null };
      // One query serves a stored answer and every other stored kind with it.
      let fresh = false;
      for (const row of await repo.all(id, storedAs(lang))) {
        const k = AI_KINDS.find((x) => x === row.kind);
        if (k) out[AI_FIELD[k]] = row.answer;
        if (k === kind) fresh = !row.due;
      }
      // A stored answer an hour old or more is looked at again: its story may have grown.
      if (!fresh) out[AI_FIELD[kind]] = await answerOf(id, kind, article, charge, lang);
      return out;
    },
  };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
