import type { ColumnType, Generated } from 'kysely';
import type { Entity } from '../../shared/schemas/news';

// Kysely's view of the tables; each migration that adds a table adds its type here.

export interface ArticleTable {
  id: Generated<number>;
  url: string;
  title: string;
  summary: string;
  text: string | null;
  published: ColumnType<Date, Date | string, Date | string>;
  source: string;
  category: string;
  entities: ColumnType<Entity[], string, string>;
  bias: string | null;
  sentiment: string | null;
  missing_angles: string | null;
  explain_like15: string | null;
  created_at: ColumnType<Date, never, never>;
  // search_vector is a generated tsvector column: read only through raw SQL.
}

export interface SourceTable {
  name: string;
  homepage: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface CategoryTable {
  name: string;
  position: number;
}

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
  created_at: ColumnType<Date, never, never>;
}

export interface IngestItemTable {
  key: string;
  article_url: string;
  feed_url: string;
  first_seen: ColumnType<Date, never, never>;
}

export interface IngestTombstoneTable {
  article_url: string;
  deleted_at: ColumnType<Date, never, never>;
}

export interface Database {
  articles: ArticleTable;
  sources: SourceTable;
  categories: CategoryTable;
  ingest_feeds: IngestFeedTable;
  ingest_items: IngestItemTable;
  ingest_tombstones: IngestTombstoneTable;
}
