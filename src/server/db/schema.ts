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
  // search_vector, head_vector, title_vector: generated tsvector columns, used only in raw SQL.
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

/** Articles per (category, source), kept by triggers (migration 0004). */
export interface ArticleCountsTable {
  category: string;
  source: string;
  n: number;
}

/** One row; `version` changes with every write to articles (migration 0004). */
export interface NewsStatsTable {
  id: number;
  version: number;
}

export interface Database {
  articles: ArticleTable;
  article_counts: ArticleCountsTable;
  news_stats: NewsStatsTable;
  sources: SourceTable;
  categories: CategoryTable;
}
