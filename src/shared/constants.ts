// Business constants (docs/product.md, "Limits and constants"), shared by the client and the server.
import type { Article } from './schemas/news';

export const PRODUCT = 'khabar';
export const APP_NAME = 'Khabar';
export const APP_VERSION = '1.0.0';
export const CRAWLER_VERSION = '1.0';
export const TIME_ZONE = 'Asia/Kolkata';
/** The drawn picture of a link preview (Open Graph's and Twitter's large card's size). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

export const PAGING = {
  defaultPage: 1,
  defaultSize: 10,
  maxSize: 100,
  newsListSize: 10,
  searchSize: 12,
  searchSizeOptions: [6, 12, 24, 60],
  /** Reports per page of a story page (and of the first page kept offline with a saved article). */
  storySize: 20,
  bookmarkSize: 10,
  bookmarkSizeOptions: [5, 10, 25],
  historySize: 5,
  historySizeOptions: [5, 10, 25, 100],
  shellSizeOptions: [5, 10, 20, 50],
} as const;

/** The longest page address the login page keeps to send a reader back to after sign-in. */
export const RETURN_PATH_MAX = 2048;

export const SEARCH_LIMITS = {
  maxQueryLength: 200,
  maxGroupTerms: 10,
  maxTermLength: 100,
  /**
   * Search totals are exact up to this many matches; beyond it a search answers this number
   * with `totalRelation: 'gte'` ("or more") and pages no further, as Elasticsearch's
   * track_total_hits does. Counting every match is what made a search's cost grow with the corpus.
   */
  totalCap: 1000,
} as const;

export const CREDIT = {
  rupeesPerCredit: 1,
  minPurchase: 100,
  maxPurchase: 1000,
  maxBalance: 1500,
  gstPercent: 18,
} as const;

export const MEMBERSHIP = {
  creditsPerDay: 5,
  minDays: 10,
  maxDays: 180,
  maxHeldDays: 180,
} as const;

export const AI_KINDS = ['bias', 'sentiment', 'missing', 'explain'] as const;
export type AiKind = (typeof AI_KINDS)[number];

/**
 * GET .../article/{type}?url (members) answers the signed-in article with the field of that
 * kind filled with a markdown answer ('' when the analyser had nothing to say); fields of
 * other kinds carry any answers already stored. 400 for an unknown type, 404 for an unknown
 * url, 502 with the AI failure message (MESSAGES.aiFailed) when the analyser fails.
 */
export const AI_FIELD = {
  bias: 'bias',
  sentiment: 'sentiment',
  missing: 'missingAngles',
  explain: 'explainLike15',
} as const satisfies Record<(typeof AI_KINDS)[number], keyof Article>;

/** Khabar's own categories; feeds and the demo corpus map onto these. */
export const CATEGORIES = [
  'India',
  'World',
  'Business',
  'Technology',
  'Science',
  'Sports',
  'Entertainment',
  'Health',
  'Politics',
  'Environment',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const TIMING = {
  logoutDelayMs: 5000,
  toastMs: 5000,
  toastExtendMs: 1000,
  toastTransitionMs: 300,
  drawerMs: 400,
} as const;

export const BOOKMARKS = {
  /** A member keeps at most this many bookmarks. */
  maxPerUser: 5000,
  titleMaxChars: 500,
  /** One markdown note per bookmarked article, at most this long. */
  noteMaxChars: 5000,
  pageSize: PAGING.bookmarkSize,
} as const;
