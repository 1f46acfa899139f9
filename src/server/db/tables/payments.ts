import type { ColumnType, Generated } from 'kysely';
import type { Created } from '#server/db/tables/columns.ts';

// Credits, memberships, orders, payments, invoices, refunds, and the sandbox provider's own tables.

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

/** A credit note: the part of a paid order's invoice refunded; one per refund (migration 0024). */
export interface CreditNoteTable {
  id: Generated<number>;
  order_id: number;
  invoice_id: number;
  refund_id: number;
  user_id: number | null;
  number: string;
  financial_year: string;
  sequence: number;
  issued_at: ColumnType<Date, Date, never>;
  credits: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
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
