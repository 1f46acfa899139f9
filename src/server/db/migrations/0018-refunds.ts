import { sql, type Kysely } from 'kysely';

// Refunds of payments that could not be fulfilled (a credit order that would pass the balance
// cap, a captured amount that differs from the order, days past the limit the balance cannot
// hold), and the sandbox's own refunds so it answers the Refunds API as Razorpay does.
// - One refund per payment (`provider_payment_id` UNIQUE): a replayed confirmation or webhook
//   finds the row and never makes a second. The row is written in the fulfilment's transaction,
//   so a crash before the provider is asked leaves it `pending` for the reconciliation to send.
// - The provider is asked with an idempotency key made from the row's id, so a retry after a
//   lost answer is the same refund at the provider too.
// - An order refunded whole is `refunded` and has no tax invoice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP CONSTRAINT orders_status_check`.execute(db);
  await sql`ALTER TABLE orders ADD CONSTRAINT orders_status_check
    CHECK (status IN ('created', 'paid', 'failed', 'refunded'))`.execute(db);
  await sql`
    CREATE TABLE refunds (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES orders (id),
      provider_payment_id text NOT NULL UNIQUE,
      amount_paise integer NOT NULL CHECK (amount_paise > 0),
      reason text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processed', 'failed')),
      provider_refund_id text UNIQUE,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL)`.execute(db);
  await sql`CREATE INDEX refunds_order_idx ON refunds (order_id)`.execute(db);
  await sql`CREATE INDEX refunds_unsent_idx ON refunds (created_at) WHERE provider_refund_id IS NULL`.execute(db);

  await sql`
    CREATE TABLE sandbox_refunds (
      id text PRIMARY KEY,
      payment_id text NOT NULL REFERENCES sandbox_payments (id),
      amount integer NOT NULL CHECK (amount > 0),
      receipt text,
      notes jsonb NOT NULL,
      speed text NOT NULL,
      idempotency_key text UNIQUE,
      status text NOT NULL,
      created_at timestamptz NOT NULL)`.execute(db);
  await sql`CREATE INDEX sandbox_refunds_payment_idx ON sandbox_refunds (payment_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_refunds`.execute(db);
  await sql`DROP TABLE refunds`.execute(db);
  await sql`UPDATE orders SET status = 'failed' WHERE status = 'refunded'`.execute(db);
  await sql`ALTER TABLE orders DROP CONSTRAINT orders_status_check`.execute(db);
  await sql`ALTER TABLE orders ADD CONSTRAINT orders_status_check
    CHECK (status IN ('created', 'paid', 'failed'))`.execute(db);
}
