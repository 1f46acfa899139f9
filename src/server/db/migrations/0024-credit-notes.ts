import { sql, type Kysely } from 'kysely';
import { createNumberSeries } from './number-series';

// Credit notes: the tax document for money of a paid order that went back to the buyer (a card
// membership whose extra days the credit cap could not hold is refunded in part). The order keeps
// its tax invoice for the whole payment; the credit note reduces it by the refunded part.
// - Numbered in a series of their own, consecutive within a financial year, as invoices are.
// - One per refund (`refund_id` UNIQUE), written in the fulfilment's transaction with the refund
//   and the invoice it refers to, so a replayed fulfilment never issues a second.
// - The amounts (taxable value, CGST/SGST or IGST, total) are stored as issued; the total is the
//   refund's amount.
// - Kept for tax law as invoices are: the link to the user is cleared when the account goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createNumberSeries(db, 'credit_note_sequences');
  await sql`
    CREATE TABLE credit_notes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES orders (id),
      invoice_id bigint NOT NULL REFERENCES invoices (id),
      refund_id bigint NOT NULL UNIQUE REFERENCES refunds (id),
      user_id bigint REFERENCES users (id) ON DELETE SET NULL,
      number text NOT NULL UNIQUE CHECK (length(number) <= 16),
      financial_year text NOT NULL,
      sequence integer NOT NULL,
      issued_at timestamptz NOT NULL,
      credits integer NOT NULL CHECK (credits > 0),
      taxable_paise integer NOT NULL CHECK (taxable_paise > 0),
      cgst_paise integer NOT NULL,
      sgst_paise integer NOT NULL,
      igst_paise integer NOT NULL,
      total_paise integer NOT NULL,
      pdf bytea,
      rendered_at timestamptz,
      CHECK (total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise),
      UNIQUE (financial_year, sequence))`.execute(db);
  await sql`CREATE INDEX credit_notes_order_idx ON credit_notes (order_id)`.execute(db);
  await sql`CREATE INDEX credit_notes_user_idx ON credit_notes (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE credit_notes`.execute(db);
  await sql`DROP TABLE credit_note_sequences`.execute(db);
}
