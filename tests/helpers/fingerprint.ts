import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';

/**
 * Every table a request could change, hashed row by row (order-independent). Left out:
 * `otp_codes` (a wrong code counts a try, by design) and `sessions` (signing in and out is what
 * those calls are for; the sign-in calls are fuzzed like any other and a refused one must still
 * leave users and the rest alone).
 */
export const FINGERPRINT_TABLES = [
  'users',
  'photos',
  'bookmarks',
  'bookmark_notes',
  'memberships',
  'orders',
  'payments',
  'credit_ledger',
  'credit_balances',
  'invoices',
  'invoice_sequences',
  'credit_notes',
  'credit_note_sequences',
  'webhook_events',
  'sandbox_orders',
  'sandbox_payments',
  'idempotency_keys',
  'articles',
  'article_analyses',
  'sources',
  'ingest_feeds',
  'server_keys',
] as const;

/** One hash per table, so a difference names the table that changed. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const parts = FINGERPRINT_TABLES.map(
    (t) =>
      sql<{
        t: string;
        h: string;
      }>`select ${t}::text as t, md5(coalesce(string_agg(md5(x::text), ',' order by md5(x::text)), '')) as h from ${sql.table(t)} x`,
  );
  const { rows } = await sql<{ t: string; h: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}
