import type { ColumnType, Generated } from 'kysely';
import type { ArticleEnclosure, Entity } from '#shared/schemas/news.ts';
import type { Phone } from '#shared/schemas/user.ts';

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

type Created = ColumnType<Date, Date | string | undefined, never>;

export interface UserTable {
  id: Generated<number>;
  provider: string;
  subject: string;
  username: string;
  email: string;
  role: Generated<'user' | 'admin'>;
  /** The admin role was granted by the configuration (and ends when it no longer is). */
  admin_from_config: Generated<boolean>;
  enabled: Generated<boolean>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  picture_url: string | null;
  profile_photo_id: number | null;
  base_category: string | null;
  sub_category: string | null;
  phone: ColumnType<Phone | null, string | null, string | null>;
  about_me: string | null;
  notice: string | null;
  important_announcement: string | null;
  qualification: string | null;
  skills: string | null;
  work_experience: string | null;
  hobbies: string | null;
  locations: string | null;
  linkedin_profile_link: string | null;
  facebook_profile_link: string | null;
  twitter_profile_link: string | null;
  personal_website_link: string | null;
  publish: Generated<boolean>;
  watchlist: ColumnType<string[], string | undefined, string>;
  created_at: Created;
}

export interface SessionTable {
  id_hash: string;
  user_id: number;
  remember: boolean;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, Date>;
}

export interface PhotoTable {
  id: Generated<number>;
  user_id: number;
  kind: 'profile' | 'album';
  content_type: string;
  bytes: Buffer;
  created_at: Created;
}

export interface OtpCodeTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  used: Generated<boolean>;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** Credits (1 credit = 1 rupee); positive adds, negative spends. Balance = sum. */
  delta: number;
  reason: string;
  /** Unique: the same purchase or fulfilment can never add a second entry. */
  idempotency_key: string;
  order_id: number | null;
  created_at: Created;
}

/** One row per user, moved by a trigger with each ledger entry; CHECK 0..1500. */
export interface CreditBalanceTable {
  user_id: number;
  credits: ColumnType<number, never, never>;
}

export interface MembershipTable {
  id: Generated<number>;
  user_id: number;
  no_of_days: number;
  create_date: ColumnType<Date, Date, never>;
  start_date: ColumnType<Date, Date, Date>;
  end_date: ColumnType<Date, Date, Date>;
  order_id: number | null;
  paid_with: ColumnType<'credits' | 'card', 'credits' | 'card' | undefined, never>;
}

export type OrderKind = 'credits' | 'membership';
export type OrderStatus = 'created' | 'paid' | 'failed' | 'refunded';

export interface OrderTable {
  id: Generated<number>;
  user_id: number | null;
  provider: string;
  provider_order_id: string;
  kind: OrderKind;
  credits: number;
  days: number | null;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  state_tax_name: 'SGST' | 'UTGST';
  place_of_supply: number;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  provider_payment_id: string | null;
  note: string | null;
  created_at: ColumnType<Date, Date, never>;
  settled_at: Date | null;
}

export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  provider_payment_id: string;
  status: string;
  amount_paise: number;
  /** What told us: 'confirmation' | 'webhook' | 'reconciliation'. */
  source: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface WebhookEventTable {
  event_id: string;
  event: string;
  received_at: ColumnType<Date, Date, never>;
}

export interface InvoiceSequenceTable {
  financial_year: string;
  last_number: number;
}

export type InvoiceSeller = { name: string; address: string; gstin: string; stateCode: number };

export interface InvoiceTable {
  id: Generated<number>;
  order_id: number;
  user_id: number | null;
  number: string;
  financial_year: string;
  sequence: number;
  issued_at: ColumnType<Date, Date, never>;
  seller: ColumnType<InvoiceSeller, string, never>;
  pdf: Buffer | null;
  rendered_at: Date | null;
}

/** A refund of a payment that could not be fulfilled; one per payment (migration 0018). */
export interface RefundTable {
  id: Generated<number>;
  order_id: number;
  provider_payment_id: string;
  amount_paise: number;
  /** Why, in words for the buyer. */
  reason: string;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  provider_refund_id: string | null;
  attempts: Generated<number>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}
export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface SandboxRefundTable {
  id: string;
  payment_id: string;
  amount: number;
  receipt: string | null;
  notes: ColumnType<Record<string, string>, string, never>;
  speed: string;
  idempotency_key: string | null;
  status: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface SandboxOrderTable {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: ColumnType<Record<string, string>, string, string>;
  status: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface SandboxPaymentTable {
  id: string;
  order_id: string;
  amount: number;
  status: string;
  method: string;
  email: string | null;
  contact: string | null;
  error_description: string | null;
  created_at: ColumnType<Date, Date, never>;
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
  /** How many articles a list of one card per story leaves out: sum(size - 1) over stories (0015). */
  collapsed: Generated<number>;
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

/** One stored AI answer per (article, kind, analyser) (migration 0007). */
export interface ArticleAnalysisTable {
  article_id: number;
  kind: string;
  analyser: string;
  answer: string;
  created_at: Created;
}

export interface BookmarkTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  title: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface BookmarkNoteTable {
  user_id: number;
  url: string;
  note: string;
  updated_at: ColumnType<Date, Date, Date>;
}

/** The first response to an Idempotency-Key; status null while that request runs. */
export interface IdempotencyKeyTable {
  user_id: number;
  key: string;
  fingerprint: string;
  status: number | null;
  body: ColumnType<unknown, string | null, string | null>;
  created_at: ColumnType<Date, Date, Date>;
}

export interface Database {
  articles: ArticleTable;
  article_counts: ArticleCountsTable;
  news_stats: NewsStatsTable;
  sources: SourceTable;
  categories: CategoryTable;
  users: UserTable;
  sessions: SessionTable;
  photos: PhotoTable;
  otp_codes: OtpCodeTable;
  credit_ledger: CreditLedgerTable;
  memberships: MembershipTable;
  credit_balances: CreditBalanceTable;
  orders: OrderTable;
  payments: PaymentTable;
  webhook_events: WebhookEventTable;
  invoice_sequences: InvoiceSequenceTable;
  invoices: InvoiceTable;
  sandbox_orders: SandboxOrderTable;
  sandbox_payments: SandboxPaymentTable;
  sandbox_refunds: SandboxRefundTable;
  refunds: RefundTable;
  ingest_feeds: IngestFeedTable;
  ingest_items: IngestItemTable;
  ingest_tombstones: IngestTombstoneTable;
  article_analyses: ArticleAnalysisTable;
  bookmarks: BookmarkTable;
  bookmark_notes: BookmarkNoteTable;
  idempotency_keys: IdempotencyKeyTable;
  ingest_article_feeds: IngestArticleFeedTable;
  server_keys: ServerKeyTable;
  stories: StoryTable;
  story_articles: StoryArticleTable;
  story_terms: StoryTermTable;
  push_subscriptions: PushSubscriptionTable;
  push_settings: PushSettingsTable;
  push_terms: PushTermTable;
  push_alerts: PushAlertTable;
}

export interface ServerKeyTable {
  name: string;
  /** A private JWK (jsonb). */
  jwk: ColumnType<Record<string, unknown>, string, string>;
  created_at: ColumnType<Date, never, never>;
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

/** A browser's Web Push subscription, one member's (0023). */
export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: ColumnType<Date, Date, never>;
  last_success_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A member's alert settings; no row: the defaults (0023). */
export interface PushSettingsTable {
  user_id: number;
  mode: 'instant' | 'digest';
  digest_times: string[];
  quiet_from: string | null;
  quiet_to: string | null;
  daily_cap: number;
}

/** A watch-list term as alerts match it, kept by a trigger on users.watchlist (0023). */
export interface PushTermTable {
  user_id: number;
  term: string;
  enabled: Generated<boolean>;
  lexemes: string[];
}

/** One alert per member and story (0023). */
export interface PushAlertTable {
  id: Generated<number>;
  user_id: number;
  story_id: number;
  article_id: number;
  term: string;
  status: 'held' | 'queued' | 'sent' | 'capped';
  due_at: ColumnType<Date, Date, Date>;
  sources: Generated<number>;
  created_at: ColumnType<Date, Date, never>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
