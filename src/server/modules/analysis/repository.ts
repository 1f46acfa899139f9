import type { Db } from '#server/db/database.ts';
import type { AiKind } from '#shared/constants.ts';

/** Stored AI answers, one per (article, kind, analyser). */
export function createAnalysisRepository(db: Db) {
  return {
    async find(articleId: number, kind: AiKind, analyser: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('article_analyses')
        .select('answer')
        .where('article_id', '=', articleId)
        .where('kind', '=', kind)
        .where('analyser', '=', analyser)
        .executeTakeFirst();
      return row?.answer;
    },

    async all(articleId: number, analyser: string): Promise<{ kind: string; answer: string }[]> {
      return db
        .selectFrom('article_analyses')
        .select(['kind', 'answer'])
        .where('article_id', '=', articleId)
        .where('analyser', '=', analyser)
        .execute();
    },

    /** Keeps the first answer stored (by any process) and returns it. */
    async save(articleId: number, kind: AiKind, analyser: string, answer: string): Promise<string> {
      await db
        .insertInto('article_analyses')
        .values({ article_id: articleId, kind, analyser, answer })
        .onConflict((oc) => oc.columns(['article_id', 'kind', 'analyser']).doNothing())
        .execute();
      return (await this.find(articleId, kind, analyser)) ?? answer;
    },
  };
}
export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
