import type { ColumnType, Generated } from 'kysely';

// The feeds the ingester polls and what it has seen of them.

export interface IngestFeedTable {
  url: string;
  source: string;
  category: string;
  etag: string | null;
  last_modified: string | null;
  last_fetch: Date | null;
  last_status: string | null;
  http_status: number | null;
  error_count: Generated<number>;
  next_check: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  items_new: Generated<number>;
  failing_since: Date | null;
  created_at: ColumnType<Date, never, never>;
}

export interface IngestItemTable {
  key: string;
  article_url: string;
  feed_url: string;
  first_seen: ColumnType<Date, never, never>;
}

export interface IngestArticleFeedTable {
  article_url: string;
  feed_url: string;
  first_seen: ColumnType<Date, never, never>;
}

export interface IngestTombstoneTable {
  article_url: string;
  deleted_at: ColumnType<Date, never, never>;
}
