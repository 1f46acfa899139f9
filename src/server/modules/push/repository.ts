import { sql } from 'kysely';
import { PUSH, type PushSettings } from '#shared/schemas/push.ts';
import type { Db } from '#server/db/database.ts';
import { countUserRows } from '#server/db/user-rows.ts';

/** The advisory-lock namespace of the members' alerts ('PU'): the daily caps are counted under it. */
const ALERT_LOCK = 0x5055;
/** How many buckets of members the alerts' locks are taken by (see `record`). */
const ALERT_BUCKETS = 64;
/** The advisory-lock namespace of one member's devices ('PD'): the device limit is counted under it. */
const DEVICES_LOCK = 0x5044;

export type StoredSubscription = { id: number; endpoint: string; p256dh: string; auth: string };
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

const DEFAULTS: Omit<PushSettings, 'terms'> = {
  mode: 'instant',
  digestTimes: [...PUSH.defaultDigestTimes],
  quietHours: { ...PUSH.defaultQuiet },
  dailyCap: PUSH.defaultCap,
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

/**
 * The interface language a device's notifications are written in: the member's choice in their
 * profile, else the language the device showed when it subscribed (migration 0031), else null
 * (the source language). `device` is the alias of `push_subscriptions`, joined with `users as u`.
 */
const writtenIn = (device: 's' | 'sub') =>
  sql<string | null>`coalesce(u.interface_language, ${sql.ref(`${device}.interface_language`)})`;

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
    /**
     * Stores the member's subscription, or renews the keys (and the device's interface language)
     * of one they hold: 'taken' when the endpoint is another member's, 'full' when the member
     * already has `max` devices (nothing changes then). One transaction under the member's lock,
     * so racing calls of one member count each other's devices; a race of two members for one
     * endpoint is settled by its key.
     */
    async subscribe(
      userId: number,
      s: { endpoint: string; p256dh: string; auth: string; interfaceLanguage: string | null },
      now: Date,
      max: number,
    ): Promise<'created' | 'known' | 'taken' | 'full'> {
      return db.transaction().execute(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(${DEVICES_LOCK}, ${userId}::int)`.execute(tx);
        const owner = (
          await tx
            .selectFrom('push_subscriptions')
            .select('user_id')
            .where('endpoint', '=', s.endpoint)
            .executeTakeFirst()
        )?.user_id;
        if (owner !== undefined && owner !== userId) return 'taken';
        if (owner === undefined) {
          if ((await countUserRows(tx, 'push_subscriptions', userId)) >= max) return 'full';
        }
        const row = await tx
          .insertInto('push_subscriptions')
          .values({
            user_id: userId,
            endpoint: s.endpoint,
            p256dh: s.p256dh,
            auth: s.auth,
            interface_language: s.interfaceLanguage,
            created_at: now,
          })
          .onConflict((oc) =>
            oc
              .column('endpoint')
              .doUpdateSet({ p256dh: s.p256dh, auth: s.auth, interface_language: s.interfaceLanguage })
              .where('push_subscriptions.user_id', '=', userId),
          )
          .returning(sql<boolean>`xmax = 0`.as('inserted'))
          .executeTakeFirst();
        if (!row) return 'taken';
        return row.inserted ? 'created' : 'known';
      });
    },

    async remove(userId: number, endpoint: string): Promise<void> {
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .execute();
    },

    /** A push service answered that the subscription is gone. */
    async removeById(id: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    devices: (userId: number) =>
      db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'created_at', 'last_success_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    subscriptionOf: (userId: number, endpoint: string) =>
      db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst(),

    /** A device, with the language its notifications are written in (`writtenIn`). */
    subscription: (id: number): Promise<(StoredSubscription & { interfaceLanguage: string | null }) | undefined> =>
      db
        .selectFrom('push_subscriptions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.endpoint', 's.p256dh', 's.auth', writtenIn('s').as('interfaceLanguage')])
        .where('s.id', '=', id)
        .executeTakeFirst(),

    async delivered(subscriptionId: number, now: Date): Promise<void> {
      await db
        .updateTable('push_subscriptions')
        .set({ last_success_at: now })
        .where('id', '=', subscriptionId)
        .execute();
    },

    async settings(userId: number): Promise<PushSettings> {
      const [row, terms] = await Promise.all([
        db.selectFrom('push_settings').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        db
          .selectFrom('users')
          .select('watchlist')
          .where('id', '=', userId)
          .executeTakeFirst()
          .then(async (u) => {
            const switches = await db
              .selectFrom('push_terms')
              .select(['term', 'enabled'])
              .where('user_id', '=', userId)
              .execute();
            const on = new Map(switches.map((t) => [t.term, t.enabled]));
            return (u?.watchlist ?? []).map((term) => ({ term, enabled: on.get(term) ?? true }));
          }),
      ]);
      if (!row) return { ...DEFAULTS, terms };
      return {
        mode: row.mode,
        digestTimes: row.digest_times,
        quietHours: row.quiet_from && row.quiet_to ? { from: row.quiet_from, to: row.quiet_to } : null,
        dailyCap: row.daily_cap,
        terms,
      };
    },

    /** The settings, and each named term of the watch list switched as given (other names are ignored). */
    async saveSettings(userId: number, s: PushSettings): Promise<void> {
      const values = {
        mode: s.mode,
        digest_times: s.digestTimes,
        quiet_from: s.quietHours?.from ?? null,
        quiet_to: s.quietHours?.to ?? null,
        daily_cap: s.dailyCap,
      };
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('push_settings')
          .values({ user_id: userId, ...values })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
          .execute();
        for (const enabled of [true, false]) {
          const terms = s.terms.filter((t) => t.enabled === enabled).map((t) => t.term);
          if (terms.length)
            await tx
              .updateTable('push_terms')
              .set({ enabled })
              .where('user_id', '=', userId)
              .where('term', 'in', terms)
              .execute();
        }
      });
    },

    /** The watch-list terms of several members' settings, for deciding when their alerts go. */
    async settingsOf(userIds: number[]): Promise<Map<number, Omit<PushSettings, 'terms'>>> {
      const rows = userIds.length
        ? await db.selectFrom('push_settings').selectAll().where('user_id', 'in', userIds).execute()
        : [];
      const found = new Map(
        rows.map((r) => [
          r.user_id,
          {
            mode: r.mode,
            digestTimes: r.digest_times,
            quietHours: r.quiet_from && r.quiet_to ? { from: r.quiet_from, to: r.quiet_to } : null,
            dailyCap: r.daily_cap,
          },
        ]),
      );
      return new Map(userIds.map((id) => [id, found.get(id) ?? DEFAULTS]));
    },

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
