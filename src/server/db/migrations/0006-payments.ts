import { sql, type Kysely } from 'kysely';
import { createRowTrigger } from './row-trigger';
import { createNumberSeries } from './number-series';

/**
 * Money: orders, payments, webhook events, tax invoices, and a credit ledger the database
 * itself keeps honest.
 * - `credit_ledger` is append-only (an UPDATE raises); each entry has a unique idempotency key,
 *   so a replayed fulfilment or purchase cannot add a second entry.
 * - `credit_balances` holds one row per user, moved by a trigger in the same transaction as
 *   the entry; its CHECK keeps every balance within 0..1500 credits, so an entry that would
 *   overspend or pass the cap fails and rolls its whole transaction back. The balance is
 *   therefore always the sum of the user's entries.
 * - Orders, payments and invoices are kept for tax law: their link to the user is
 *   ON DELETE SET NULL. Ledger entries, balances and memberships go with the account.
 * - `sandbox_orders`/`sandbox_payments` are the built-in stand-in provider's own books (it
 *   answers the Orders API as Razorpay would, and survives a restart like Razorpay does).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE orders (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint REFERENCES users (id) ON DELETE SET NULL,
      provider text NOT NULL,
      provider_order_id text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('credits', 'membership')),
      credits integer NOT NULL CHECK (credits > 0),
      days integer CHECK (days IS NULL OR days > 0),
      taxable_paise integer NOT NULL CHECK (taxable_paise > 0),
      cgst_paise integer NOT NULL CHECK (cgst_paise >= 0),
      sgst_paise integer NOT NULL CHECK (sgst_paise >= 0),
      igst_paise integer NOT NULL CHECK (igst_paise >= 0),
      total_paise integer NOT NULL CHECK (total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise),
      state_tax_name text NOT NULL CHECK (state_tax_name IN ('SGST', 'UTGST')),
      place_of_supply integer NOT NULL,
      buyer_name text NOT NULL,
      buyer_email text NOT NULL,
      buyer_phone text NOT NULL,
      status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed')),
      provider_payment_id text,
      note text,
      created_at timestamptz NOT NULL,
      settled_at timestamptz,
      CHECK ((kind = 'membership') = (days IS NOT NULL)))`.execute(db);
  await sql`CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX orders_open_idx ON orders (created_at) WHERE status = 'created'`.execute(db);

  await sql`
    CREATE TABLE payments (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES orders (id),
      provider_payment_id text NOT NULL UNIQUE,
      status text NOT NULL,
      amount_paise integer NOT NULL,
      source text NOT NULL,
      created_at timestamptz NOT NULL)`.execute(db);
  await sql`CREATE INDEX payments_order_idx ON payments (order_id)`.execute(db);

  await sql`
    CREATE TABLE webhook_events (
      event_id text PRIMARY KEY,
      event text NOT NULL,
      received_at timestamptz NOT NULL)`.execute(db);

  await createNumberSeries(db, 'invoice_sequences');
  await sql`
    CREATE TABLE invoices (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL UNIQUE REFERENCES orders (id),
      user_id bigint REFERENCES users (id) ON DELETE SET NULL,
      number text NOT NULL UNIQUE CHECK (length(number) <= 16),
      financial_year text NOT NULL,
      sequence integer NOT NULL,
      issued_at timestamptz NOT NULL,
      seller jsonb NOT NULL,
      pdf bytea,
      rendered_at timestamptz,
      UNIQUE (financial_year, sequence))`.execute(db);

  // The ledger of migration 0002 grows an idempotency key and an optional order link.
  await sql`ALTER TABLE credit_ledger ADD COLUMN idempotency_key text`.execute(db);
  await sql`UPDATE credit_ledger SET idempotency_key = 'legacy:' || id`.execute(db);
  await sql`ALTER TABLE credit_ledger ALTER COLUMN idempotency_key SET NOT NULL`.execute(db);
  await sql`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_key UNIQUE (idempotency_key)`.execute(db);
  await sql`ALTER TABLE credit_ledger ADD COLUMN order_id bigint REFERENCES orders (id)`.execute(db);
  await sql`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_delta_nonzero CHECK (delta <> 0)`.execute(db);

  await sql`
    CREATE TABLE credit_balances (
      user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      credits integer NOT NULL CHECK (credits >= 0 AND credits <= 1500))`.execute(db);
  await sql`
    INSERT INTO credit_balances (user_id, credits)
    SELECT user_id, sum(delta) FROM credit_ledger GROUP BY user_id`.execute(db);
  await sql`
    CREATE FUNCTION credit_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE credit_balances SET credits = credits + NEW.delta WHERE user_id = NEW.user_id;
      IF NOT FOUND THEN
        -- A first entry (a negative one fails the CHECK, as it must).
        INSERT INTO credit_balances AS b (user_id, credits) VALUES (NEW.user_id, NEW.delta)
        ON CONFLICT (user_id) DO UPDATE SET credits = b.credits + EXCLUDED.credits;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await createRowTrigger(db, 'credit_ledger_apply', 'AFTER INSERT', 'credit_ledger');
  await sql`
    CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'credit_ledger is append-only';
    END $$`.execute(db);
  await createRowTrigger(db, 'credit_ledger_append_only', 'BEFORE UPDATE', 'credit_ledger');

  // Memberships of migration 0002 learn how they were paid.
  await sql`ALTER TABLE memberships ADD COLUMN order_id bigint REFERENCES orders (id)`.execute(db);
  await sql`ALTER TABLE memberships ADD COLUMN paid_with text NOT NULL DEFAULT 'credits'`.execute(db);
  await sql`ALTER TABLE memberships ADD CONSTRAINT memberships_days CHECK (no_of_days > 0 AND end_date > start_date)`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX memberships_order_idx ON memberships (order_id) WHERE order_id IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE sandbox_orders (
      id text PRIMARY KEY,
      amount integer NOT NULL,
      currency text NOT NULL,
      receipt text,
      notes jsonb NOT NULL,
      status text NOT NULL,
      created_at timestamptz NOT NULL)`.execute(db);
  await sql`
    CREATE TABLE sandbox_payments (
      id text PRIMARY KEY,
      order_id text NOT NULL REFERENCES sandbox_orders (id),
      amount integer NOT NULL,
      status text NOT NULL,
      method text NOT NULL,
      email text,
      contact text,
      error_description text,
      created_at timestamptz NOT NULL)`.execute(db);
  await sql`CREATE INDEX sandbox_payments_order_idx ON sandbox_payments (order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'sandbox_payments',
    'sandbox_orders',
    'credit_balances',
    'invoices',
    'invoice_sequences',
    'webhook_events',
    'payments',
  ]) {
    await sql`DROP TABLE ${sql.id(t)}`.execute(db);
  }
  await sql`DROP TRIGGER credit_ledger_apply ON credit_ledger`.execute(db);
  await sql`DROP TRIGGER credit_ledger_append_only ON credit_ledger`.execute(db);
  await sql`DROP FUNCTION credit_ledger_apply()`.execute(db);
  await sql`DROP FUNCTION credit_ledger_append_only()`.execute(db);
  await sql`ALTER TABLE memberships DROP COLUMN order_id, DROP COLUMN paid_with, DROP CONSTRAINT memberships_days`.execute(
    db,
  );
  await sql`ALTER TABLE credit_ledger DROP COLUMN order_id, DROP COLUMN idempotency_key, DROP CONSTRAINT credit_ledger_delta_nonzero`.execute(
    db,
  );
  await sql`DROP TABLE orders`.execute(db);
}
