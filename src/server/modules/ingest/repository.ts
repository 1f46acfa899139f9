import { sql, type RawBuilder, type Selectable } from 'kysely';
import { titleAndHeadKeys } from '#server/lib/search-text.ts';
import type { Db } from '#server/db/database.ts';
import type { IngestFeedTable } from '#server/db/schema.ts';
import type { ArticleEnclosure } from '#shared/schemas/news.ts';
import type { FeedEntry } from './feeds-file';

/** A feed row as read back: the table minus its bookkeeping timestamp. */
export type FeedState = Omit<Selectable<IngestFeedTable>, 'created_at'>;

export type FeedOutcome = {
  lastFetch: Date;
  status: 'ok' | 'not-modified' | 'failed';
  httpStatus: number | null;
  errorCount: number;
  nextCheck: Date;
  lastError: string | null;
  etag?: string | null;
  lastModified?: string | null;
  itemsNew?: number;
};

export type ArticleImage = { url: string; width: number | null; height: number | null };

export type NewArticle = {
  url: string;
  title: string;
  summary: string;
  text: string | null;
  published: Date;
  /** The feed gave no usable date: `published` is when the crawler first saw the item. */
  publishedEstimated: boolean;
  image: ArticleImage | null;
  /** Bylines, comma-separated; '' when none. */
  author: string;
  /** Audio and video files. */
  enclosures: ArticleEnclosure[];
  /** ISO 639-1; English when left out (the column's default). */
  language?: string;
  source: string;
  category: string;
  entities: { name: string; type: string }[];
};

/**
 * The Latin-key vectors of an article's title and head (migration 0021), empty for English:
 * `language` is the article's, or the stored one (`sql\`language\``) when an update keeps it.
 */
function romanVectors(a: { language?: string | RawBuilder<unknown>; title: string; summary: string; author: string }) {
  const language = a.language ?? 'en';
  if (language === 'en') return { roman_title: sql<string>`''::tsvector`, roman_head: sql<string>`''::tsvector` };
  const keys = titleAndHeadKeys(a);
  const vector = (k: string) =>
    typeof language === 'string'
      ? sql<string>`to_tsvector('simple', ${k})`
      : sql<string>`CASE WHEN ${language} = 'en' THEN ''::tsvector ELSE to_tsvector('simple', ${k}) END`;
  return { roman_title: vector(keys.title), roman_head: vector(keys.head) };
}

export function createIngestRepository(db: Db) {
  return {
    /** Add feeds from the feeds file; a known feed keeps its status and schedule. */
    async upsertFeeds(feeds: FeedEntry[]): Promise<void> {
      if (feeds.length === 0) return;
      await db
        .insertInto('ingest_feeds')
        .values(feeds.map((f) => ({ url: f.url, source: f.source, category: f.category })))
        .onConflict((oc) =>
          oc.column('url').doUpdateSet({ source: sql`excluded.source`, category: sql`excluded.category` }),
        )
        .execute();
    },

    feed(url: string): Promise<FeedState | undefined> {
      return db.selectFrom('ingest_feeds').selectAll().where('url', '=', url).executeTakeFirst() as Promise<
        FeedState | undefined
      >;
    },

    listFeeds(): Promise<FeedState[]> {
      return db.selectFrom('ingest_feeds').selectAll().orderBy('source').orderBy('url').execute() as Promise<
        FeedState[]
      >;
    },

    async dueFeeds(urls: string[], now: Date): Promise<FeedState[]> {
      if (urls.length === 0) return [];
      return (await db
        .selectFrom('ingest_feeds')
        .selectAll()
        .where('url', 'in', urls)
        .where('next_check', '<=', now)
        .orderBy('next_check')
        .execute()) as FeedState[];
    },

    /**
     * Claim the due feeds among `urls` until `until` (their next check moves there) and return
     * the ones this call claimed: concurrent callers each get a feed at most once, because the
     * second update of a row sees the first one's next check and skips it.
     */
    async claimDueFeeds(urls: string[], now: Date, until: Date): Promise<string[]> {
      if (urls.length === 0) return [];
      const rows = await db
        .updateTable('ingest_feeds')
        .set({ next_check: until })
        .where('url', 'in', urls)
        .where('next_check', '<=', now)
        .returning('url')
        .execute();
      return rows.map((r) => r.url);
    },

    /** Keep a feed a worker is crawling out of the due list until `until` (its outcome sets the real next check). */
    async holdFeed(url: string, until: Date): Promise<void> {
      await db.updateTable('ingest_feeds').set({ next_check: until }).where('url', '=', url).execute();
    },

    async saveOutcome(url: string, o: FeedOutcome): Promise<void> {
      await db
        .updateTable('ingest_feeds')
        .set({
          last_fetch: o.lastFetch,
          last_status: o.status,
          http_status: o.httpStatus,
          error_count: o.errorCount,
          next_check: o.nextCheck,
          last_error: o.lastError,
          // The first failure after a success starts the clock; a success stops it.
          failing_since: o.status === 'failed' ? sql<Date>`coalesce(failing_since, ${o.lastFetch})` : null,
          ...(o.etag !== undefined ? { etag: o.etag } : {}),
          ...(o.lastModified !== undefined ? { last_modified: o.lastModified } : {}),
          ...(o.itemsNew !== undefined ? { items_new: o.itemsNew } : {}),
        })
        .where('url', '=', url)
        .execute();
    },

    async ensureSource(name: string, homepage: string | null): Promise<void> {
      await db
        .insertInto('sources')
        .values({ name, homepage })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },

    /** The articles item keys already became, by key. */
    async knownKeys(keys: string[]): Promise<Map<string, string>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .selectFrom('ingest_items')
        .select(['key', 'article_url'])
        .where('key', 'in', keys)
        .execute();
      return new Map(rows.map((r) => [r.key, r.article_url]));
    },

    /** The article an item key already became, if any. */
    async knownArticle(keys: string[]): Promise<string | undefined> {
      if (keys.length === 0) return undefined;
      const row = await db.selectFrom('ingest_items').select('article_url').where('key', 'in', keys).executeTakeFirst();
      return row?.article_url;
    },

    async isTombstoned(url: string): Promise<boolean> {
      const row = await db
        .selectFrom('ingest_tombstones')
        .select('article_url')
        .where('article_url', '=', url)
        .executeTakeFirst();
      return row !== undefined;
    },

    async article(url: string) {
      return db
        .selectFrom('articles')
        .select(['title', 'summary', 'image_url', 'author', 'enclosures'])
        .where('url', '=', url)
        .executeTakeFirst();
    },

    /** Record that a feed carries the story (the first feed and every later one). */
    async recordFeed(articleUrl: string, feedUrl: string): Promise<void> {
      await db
        .insertInto('ingest_article_feeds')
        .values({ article_url: articleUrl, feed_url: feedUrl })
        .onConflict((oc) => oc.columns(['article_url', 'feed_url']).doNothing())
        .execute();
    },

    feedsOf(articleUrl: string): Promise<string[]> {
      return db
        .selectFrom('ingest_article_feeds')
        .select('feed_url')
        .where('article_url', '=', articleUrl)
        .orderBy('first_seen')
        .orderBy('feed_url')
        .execute()
        .then((rows) => rows.map((r) => r.feed_url));
    },

    async rememberKeys(keys: string[], articleUrl: string, feedUrl: string): Promise<void> {
      if (keys.length === 0) return;
      await db
        .insertInto('ingest_items')
        .values(keys.map((key) => ({ key, article_url: articleUrl, feed_url: feedUrl })))
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },

    /** Insert the article and remember its keys in one transaction; its id, or null if the URL exists. */
    async insertArticle(a: NewArticle, keys: string[], feedUrl: string): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const { image, publishedEstimated, enclosures, ...fields } = a;
        const res = await trx
          .insertInto('articles')
          .values({
            ...fields,
            ...romanVectors(a),
            entities: JSON.stringify(a.entities),
            enclosures: JSON.stringify(enclosures),
            published_estimated: publishedEstimated,
            image_url: image?.url ?? null,
            image_width: image?.width ?? null,
            image_height: image?.height ?? null,
          })
          .onConflict((oc) => oc.column('url').doNothing())
          .returning('id')
          .executeTakeFirst();
        await trx
          .insertInto('ingest_items')
          .values(keys.map((key) => ({ key, article_url: a.url, feed_url: feedUrl })))
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
        if (res)
          await trx.insertInto('ingest_article_feeds').values({ article_url: a.url, feed_url: feedUrl }).execute();
        return res ? Number(res.id) : null;
      });
    },

    async updateArticle(
      url: string,
      fields: {
        title: string;
        summary: string;
        author: string;
        image?: ArticleImage | null;
        enclosures?: ArticleEnclosure[];
      },
    ): Promise<void> {
      const { image, enclosures, ...text } = fields;
      const media = image ? { image_url: image.url, image_width: image.width, image_height: image.height } : {};
      const files = enclosures ? { enclosures: JSON.stringify(enclosures) } : {};
      await db
        .updateTable('articles')
        .set({ ...text, ...romanVectors({ ...text, language: sql`language` }), ...media, ...files })
        .where('url', '=', url)
        .execute();
    },
  };
}

export type IngestRepository = ReturnType<typeof createIngestRepository>;
