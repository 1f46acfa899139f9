import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { AiKind } from '#shared/constants.ts';

/** A stored answer is recomputed, when its story has gained a source, at most this often. */
export const RECOMPUTE_AFTER = '1 hour';

/** Stored AI answers, one per (article, kind, analyser). */
export function createAnalysisRepository(db: Db) {
  return {
    /**
     * The articles among `ids` from sources other than `articleId`'s own, with what the
     * analyser compares and when each arrived in the database.
     */
    async otherSourcesArticles(articleId: number, ids: readonly number[]) {
      const own = db.selectFrom('articles').select('source').where('id', '=', articleId);
      return db
        .selectFrom('articles')
        .select(['id', 'title', 'url', 'summary', 'text', 'source', 'category', 'entities', 'created_at'])
        .where('id', 'in', ids)
        .where((eb) => eb('source', '!=', eb.fn.coalesce(own, eb.val(''))))
        .execute();
    },

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

    /**
     * The stored answer, when it was computed (by the database's clock, as articles' times are),
     * and whether it is an hour old or more (due for recomputing if its story has grown since).
     */
    async stored(
      articleId: number,
      kind: AiKind,
      analyser: string,
    ): Promise<{ answer: string; createdAt: Date; due: boolean } | undefined> {
      const row = await db
        .selectFrom('article_analyses')
        .select([
          'answer',
          'created_at',
          sql<boolean>`created_at <= now() - ${sql.lit(RECOMPUTE_AFTER)}::interval`.as('due'),
        ])
        .where('article_id', '=', articleId)
        .where('kind', '=', kind)
        .where('analyser', '=', analyser)
        .executeTakeFirst();
      return row && { answer: row.answer, createdAt: new Date(row.created_at), due: Boolean(row.due) };
    },

    /**
     * Replaces an answer that is still due (an hour old or more) and returns the answer stored
     * now: when another process replaced it first, the row is no longer due and theirs is kept.
     */
    async replace(articleId: number, kind: AiKind, analyser: string, answer: string): Promise<string> {
      await sql`
        UPDATE article_analyses SET answer = ${answer}, created_at = now()
        WHERE article_id = ${articleId} AND kind = ${kind} AND analyser = ${analyser}
          AND created_at <= now() - ${sql.lit(RECOMPUTE_AFTER)}::interval`.execute(db);
      return (await this.find(articleId, kind, analyser)) ?? answer;
    },

    /** Every stored answer of the article, with whether each is due (an hour old or more). */
    async all(articleId: number, analyser: string): Promise<{ kind: string; answer: string; due: boolean }[]> {
      const rows = await db
        .selectFrom('article_analyses')
        .select(['kind', 'answer', sql<boolean>`created_at <= now() - ${sql.lit(RECOMPUTE_AFTER)}::interval`.as('due')])
        .where('article_id', '=', articleId)
        .where('analyser', '=', analyser)
        .execute();
      return rows.map((r) => ({ ...r, due: Boolean(r.due) }));
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
