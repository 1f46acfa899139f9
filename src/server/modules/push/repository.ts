import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { createDevicesRepository, writtenIn, type StoredSubscription } from './devices-repository';
import { createSettingsRepository } from './settings-repository';

// The push module's data: the alerts (matched, recorded, delivered) here, with a member's
// devices (devices-repository.ts) and alert settings (settings-repository.ts) in one handle.

/** The advisory-lock namespace of the members' alerts ('PU'): the daily caps are counted under it. */
const ALERT_LOCK = 0x5055;
/** How many buckets of members the alerts' locks are taken by (see `record`). */
const ALERT_BUCKETS = 64;

export type Match = { userId: number; term: string };
export type AlertArticle = {
  id: number;
  url: string;
  title: string;
  source: string;
  language: string;
  published: Date;
  storyId: number | null;
  sources: number;
};
export type AlertToSend = {
  alertId: number;
  userId: number;
  storyId: number;
  term: string;
  /** The language the notification is written in (`writtenIn`), null for the source language. */
  interfaceLanguage: string | null;
  article: AlertArticle;
  subscription: StoredSubscription;
};

/** An article as an alert shows it, with its story (a merged story answers as the one it joined). */
const articleColumns = sql<AlertArticle>`json_build_object(
  'id', a.id, 'url', a.url, 'title', a.title, 'source', a.source, 'language', a.language, 'published', a.published,
  'storyId', coalesce(s.merged_into, s.id), 'sources', coalesce(m.sources, s.sources, 1))`;

/**
 * The statement of `matches` (the benchmark EXPLAINs it). The article's words find the distinct
 * terms it may match (`push_words`), each term's stored query decides, and one scan of
 * `push_terms_match_idx` gives the matching terms' members with the facts tested here (their
 * news languages, their earliest device, their membership periods: migration 0030 keeps them).
 */
export const matchStatement = (articleId: number, now: Date) =>
  sql<{ user_id: number; term: string }>`
    SELECT DISTINCT ON (t.user_id) t.user_id, t.term
    FROM articles a
    JOIN push_words w ON w.lexemes && tsvector_to_array(a.head_vector) AND a.head_vector @@ w.query
    JOIN push_terms t ON t.term = w.term AND t.enabled AND t.since IS NOT NULL
    WHERE a.id = ${articleId}
      AND t.since <= a.published
      AND t.member @> ${now}::timestamptz
      AND (t.languages IS NULL OR a.language = ANY (t.languages))
    ORDER BY t.user_id, t.term`;

export function createPushRepository(db: Db) {
  const article = (id: number) =>
    db
      .selectFrom('articles as a')
      .leftJoin('story_articles as sa', 'sa.article_id', 'a.id')
      .leftJoin('stories as s', 's.id', 'sa.story_id')
      .leftJoin('stories as m', 'm.id', 's.merged_into')
      .select(articleColumns.as('article'))
      .where('a.id', '=', id);

  return {
    ...createDevicesRepository(db),
    ...createSettingsRepository(db),

    article: async (id: number): Promise<AlertArticle | undefined> => (await article(id).executeTakeFirst())?.article,

    /**
     * The members an article is news for: an enabled watch-list term of theirs matches its
     * title or summary with the watch-list search's own query, the article is in one of their
     * news languages (My languages; none chosen, or every language: any article, as the
     * watch-list search without `lang`), they are members now, and a device of theirs
     * subscribed before the article was published. The article is matched against each
     * distinct term once (`push_words`: its words through their index, then its stored query),
     * and the matching terms lead to their members. One row per member (their first term).
     */
    async matches(articleId: number, now: Date): Promise<Match[]> {
      const { rows } = await matchStatement(articleId, now).execute(db);
      return rows.map((r) => ({ userId: Number(r.user_id), term: r.term }));
    },

    /**
     * The alerts of one article's story for the members it matched, in one statement: a
     * member's first alert of the story is inserted, queued when it is due now, held until
     * `due` otherwise, or `capped` past the member's daily cap (the alerts due in the IST day
     * `dayStart`..`dayEnd` that are not capped); a member's known alert of the story points at
     * the newer article instead, and when it was sent and the story has more sources since,
     * it is to be sent again (the same notification, updated). The unique key (member, story)
     * makes it one alert whatever the sources or workers racing. The caps are counted in the
     * same transaction under the advisory locks of the members' buckets (namespace 'PU', a
     * member's bucket its id modulo ALERT_BUCKETS, taken in order): two articles counting one
     * member's alerts wait for each other, with a bounded number of locks however many members
     * an article has. Returns the alerts inserted (not capped), those queued now and those to
     * send again.
     */
    async record(a: {
      storyId: number;
      articleId: number;
      sources: number;
      now: Date;
      members: { userId: number; term: string; due: Date; dayStart: Date; dayEnd: Date; cap: number }[];
    }): Promise<{ made: number; queued: number[]; resend: number[] }> {
      if (!a.members.length) return { made: 0, queued: [], resend: [] };
      const members = JSON.stringify(
        a.members.map((m) => ({
          user_id: m.userId,
          term: m.term,
          due_at: m.due.toISOString(),
          day_start: m.dayStart.toISOString(),
          day_end: m.dayEnd.toISOString(),
          cap: m.cap,
        })),
      );
      const rows = await db.transaction().execute(async (tx) => {
        await sql`
          SELECT pg_advisory_xact_lock(${ALERT_LOCK}, b.bucket)
          FROM (SELECT DISTINCT (m.user_id % ${ALERT_BUCKETS})::int AS bucket
                FROM jsonb_to_recordset(${members}::jsonb) AS m(user_id bigint) ORDER BY 1) b`.execute(tx);
        // A new statement: its snapshot sees every alert committed under these locks.
        const { rows } = await sql<{ id: number; status: string; inserted: boolean; resend: boolean }>`
          WITH c AS (
            SELECT * FROM jsonb_to_recordset(${members}::jsonb)
              AS c(user_id bigint, term text, due_at timestamptz, day_start timestamptz, day_end timestamptz, cap int)
          ), known AS (
            SELECT p.user_id, p.status, p.sources FROM push_alerts p
            WHERE p.story_id = ${a.storyId} AND p.user_id IN (SELECT user_id FROM c)
          ), written AS (
            INSERT INTO push_alerts AS p (user_id, story_id, article_id, term, status, due_at, sources, created_at)
            SELECT c.user_id, ${a.storyId}, ${a.articleId}, c.term,
                   CASE WHEN (SELECT count(*) FROM push_alerts o
                              WHERE o.user_id = c.user_id AND o.due_at >= c.day_start AND o.due_at < c.day_end
                                AND o.status <> 'capped') >= c.cap THEN 'capped'
                        WHEN c.due_at <= ${a.now} THEN 'queued'
                        ELSE 'held' END,
                   c.due_at, ${a.sources}, ${a.now}
            FROM c ORDER BY c.user_id
            ON CONFLICT (user_id, story_id) DO UPDATE
              SET article_id = excluded.article_id,
                  sources = CASE WHEN p.status = 'sent' THEN greatest(p.sources, excluded.sources) ELSE p.sources END
              WHERE p.status <> 'capped'
            RETURNING p.id, p.user_id, p.status, p.sources, (p.xmax = 0) AS inserted
          )
          SELECT w.id, w.status, w.inserted,
                 (NOT w.inserted AND w.status = 'sent' AND k.sources < w.sources) AS resend
          FROM written w LEFT JOIN known k ON k.user_id = w.user_id`.execute(tx);
        return rows;
      });
      return {
        made: rows.filter((r) => r.inserted && r.status !== 'capped').length,
        queued: rows.filter((r) => r.inserted && r.status === 'queued').map((r) => Number(r.id)),
        resend: rows.filter((r) => r.resend).map((r) => Number(r.id)),
      };
    },

    /** Held alerts whose time has come, taken once (another worker's call gets the others). */
    async takeDue(now: Date): Promise<number[]> {
      const rows = await db
        .updateTable('push_alerts')
        .set({ status: 'queued' })
        .where('status', '=', 'held')
        .where('due_at', '<=', now)
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** The devices alerts go to: each alert's member's, subscribed before its article was published. */
    async targets(alertIds: number[]): Promise<{ alertId: number; subscriptionId: number }[]> {
      if (!alertIds.length) return [];
      const rows = await db
        .selectFrom('push_alerts as p')
        .innerJoin('articles as a', 'a.id', 'p.article_id')
        .innerJoin('push_subscriptions as s', 's.user_id', 'p.user_id')
        .select(['p.id as alertId', 's.id as subscriptionId'])
        .where('p.id', 'in', alertIds)
        .whereRef('s.created_at', '<=', 'a.published')
        .orderBy('p.id')
        .orderBy('s.id')
        .execute();
      return rows.map((r) => ({ alertId: Number(r.alertId), subscriptionId: Number(r.subscriptionId) }));
    },

    /** What one delivery sends: the alert with its latest article, and the device. */
    async toSend(alertId: number, subscriptionId: number): Promise<AlertToSend | undefined> {
      const row = await db
        .selectFrom('push_alerts as p')
        .innerJoin('push_subscriptions as sub', (j) => j.onRef('sub.user_id', '=', 'p.user_id'))
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select([
          'p.id',
          'p.user_id',
          'p.story_id',
          'p.term',
          'p.article_id',
          writtenIn('sub').as('interface_language'),
        ])
        .select(['sub.id as sid', 'sub.endpoint', 'sub.p256dh', 'sub.auth'])
        .where('p.id', '=', alertId)
        .where('sub.id', '=', subscriptionId)
        .executeTakeFirst();
      if (!row) return undefined;
      const art = (await article(row.article_id).executeTakeFirst())?.article;
      if (!art) return undefined;
      return {
        alertId: row.id,
        userId: row.user_id,
        storyId: row.story_id,
        term: row.term,
        interfaceLanguage: row.interface_language,
        article: { ...art, published: new Date(art.published) },
        subscription: { id: row.sid, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
      };
    },

    async sent(alertId: number, sources: number, now: Date): Promise<void> {
      await db
        .updateTable('push_alerts')
        .set({ status: 'sent', sent_at: now, sources })
        .where('id', '=', alertId)
        .execute();
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
