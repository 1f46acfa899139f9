import type {
  BookmarkNoteTable,
  BookmarkTable,
  IdempotencyKeyTable,
  OtpCodeTable,
  PhotoTable,
  ServerKeyTable,
  SessionTable,
  UserTable,
} from '#server/db/tables/accounts.ts';
import type {
  IngestArticleFeedTable,
  IngestFeedTable,
  IngestItemTable,
  IngestTombstoneTable,
} from '#server/db/tables/ingest.ts';
import type {
  ArticleAnalysisTable,
  ArticleCountsTable,
  ArticleTable,
  CategoryTable,
  NewsStatsTable,
  SourceTable,
  StoryArticleTable,
  StoryTable,
  StoryTermTable,
} from '#server/db/tables/news.ts';
import type {
  CreditBalanceTable,
  CreditLedgerTable,
  InvoiceSequenceTable,
  CreditNoteTable,
  InvoiceTable,
  MembershipTable,
  OrderTable,
  PaymentTable,
  RefundTable,
  SandboxOrderTable,
  SandboxPaymentTable,
  SandboxRefundTable,
  WebhookEventTable,
} from '#server/db/tables/payments.ts';
import type {
  PushAlertTable,
  PushSettingsTable,
  PushSubscriptionTable,
  PushTermTable,
  PushWordTable,
} from '#server/db/tables/push.ts';

// Kysely's view of the tables, their types by area in tables/; each migration that adds a table
// adds its type there and its name here.

export type * from '#server/db/tables/accounts.ts';
export type * from '#server/db/tables/ingest.ts';
export type * from '#server/db/tables/news.ts';
export type * from '#server/db/tables/payments.ts';
export type * from '#server/db/tables/push.ts';

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
  credit_note_sequences: InvoiceSequenceTable;
  credit_notes: CreditNoteTable;
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
  push_words: PushWordTable;
  push_alerts: PushAlertTable;
}
