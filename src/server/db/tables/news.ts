import type { ColumnType, Generated } from 'kysely';
import type { ArticleEnclosure, Entity } from '#shared/schemas/news.ts';
import type { Created } from '#server/db/tables/columns.ts';

// The articles, their sources and categories, the counters kept by triggers, stored AI answers and stories.

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
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  published_estimated: Generated<boolean>;
  /** Bylines, comma-separated; '' when the feed named nobody (0016). */
  author: Generated<string>;
  /** Audio and video files the feed item carried (0016). */
  enclosures: ColumnType<ArticleEnclosure[], string | undefined, string>;
  /** ISO 639-1 code, 'en' unless declared or detected otherwise (0019). */
  language: Generated<string>;
  /** Latin-key vectors (0021), written as raw SQL expressions. */
  roman_title: Generated<string>;
  roman_head: Generated<string>;
  created_at: ColumnType<Date, never, never>;
  // search_vector, head_vector, title_vector: generated tsvector columns, used only in raw SQL.
  // roman_title, roman_head: the Latin-key vectors of an article not in English (0021), written
  // with raw SQL by whoever writes its title or summary (romanKeys, src/server/lib/search-text.ts).
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
  /** Counted by language too (0021). */
  language: Generated<string>;
  n: number;
}

/** One row; `version` changes with every write to articles (migration 0004). */
export interface NewsStatsTable {
  id: number;
  version: number;
  /** How many articles a list of one card per story leaves out: sum(size - 1) over stories (0015). */
  collapsed: Generated<number>;
}

/** One stored AI answer per (article, kind, analyser) (migration 0007). */
export interface ArticleAnalysisTable {
  article_id: number;
  kind: string;
  analyser: string;
  answer: string;
  created_at: Created;
}

/** A story: the same event told by several sources (0015). A merged story keeps its row. */
export interface StoryTable {
  id: Generated<number>;
  first_seen: ColumnType<Date, Date | string, Date | string>;
  last_seen: ColumnType<Date, Date | string, Date | string>;
  size: number;
  sources: number;
  /** The story this one was merged into; null while it is a story of its own. */
  merged_into: number | null;
  created_at: ColumnType<Date, never, never>;
}

/** Which story an article is in (0015). */
export interface StoryArticleTable {
  article_id: number;
  story_id: number;
  source: string;
  published: ColumnType<Date, Date | string, Date | string>;
  /** When the article joined this story (a merge moves it, and sets this again). */
  joined_at: ColumnType<Date, never, never>;
}

/** A story's title words, hashed, with how many of its articles carry each (0015). */
export interface StoryTermTable {
  story_id: number;
  term: number;
  n: number;
  last_at: ColumnType<Date, Date | string, Date | string>;
}
