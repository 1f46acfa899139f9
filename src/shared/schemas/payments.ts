import { z } from '../zod';
import { MEMBERSHIP } from '../constants';
import { isGstStateCode } from '../gst';
import { MESSAGES } from '../messages';
import { listObjectSchema } from './paging';
import { typedIndianMobile } from './phone';

// Payments and memberships as the API carries them. Requests carry rupees (the published order
// form); the server recomputes every figure from the credit count (or days) and the place of
// supply and refuses a request whose figures differ. Responses carry integer paise.

const rupees = z.number().check(z.nonnegative(), z.maximum(1_000_000), z.multipleOf(0.01));

/** The published order form, for credits: actualAmount / unitPrice is the credit count. */
export const orderRequestSchema = z.object({
  customerName: z
    .string()
    .check(z.trim(), z.minLength(3, MESSAGES.buyerNameLength), z.maxLength(20, MESSAGES.buyerNameLength)),
  email: z.email(),
  // Typed as people type it ('+91 98765 43210', '098765-43210'), sent and kept as its 10 digits.
  phoneNumber: z.pipe(
    z.pipe(z.string(), z.transform(typedIndianMobile)),
    z.string().check(z.regex(/^\d{10}$/, MESSAGES.phoneTenDigits)),
  ),
  totalAmount: rupees,
  actualAmount: rupees,
  unitPrice: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  placeOfSupplyCode: z.coerce
    .number({ error: MESSAGES.stateRequired })
    .check(z.int(), z.refine(isGstStateCode, MESSAGES.stateRequired)),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** A membership bought by card: the same form, plus the days (5 credits a day). */
const days = () => z.int().check(z.minimum(MEMBERSHIP.minDays), z.maximum(MEMBERSHIP.maxDays));
export const subscriptionOrderRequestSchema = z.extend(orderRequestSchema, {
  noOfDays: days(),
});
export type SubscriptionOrderRequest = z.infer<typeof subscriptionOrderRequestSchema>;

/** What the payment widget needs: the public key id, the provider's order id, paise due. */
export const orderCreatedSchema = z.object({
  secretKey: z.string(),
  razorpayOrderId: z.string(),
  /** The payable amount in paise (what the widget's `amount` takes). */
  applicationFee: z.int().check(z.positive()),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

export const paymentConfirmationSchema = z.object({
  razorpayOrderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  razorpayPaymentId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  razorpaySignature: z.string().check(z.trim(), z.regex(/^[0-9a-f]{64}$/i, 'razorpaySignature: not a signature')),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

export const subscriptionConfirmationSchema = z.extend(paymentConfirmationSchema, {
  membershipBought: z._default(z.boolean(), true),
});

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
/** Money going back to the buyer's card: how much (paise), why, and where the provider is with it. */
export const refundSchema = z.object({
  amountPaise: z.int().check(z.positive()),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /**
   * The credit note issued for a part of a paid order refunded (the order keeps its tax invoice;
   * the PDF is at the invoice's path + `/credit-note`). Absent for an order refunded whole.
   */
  creditNoteNumber: z.optional(z.string()),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * The confirmation's answer; `message` is 'Payment Success. Payment ID: {id}', or 'Payment
 * refunded. …' with the reason and the amount when the payment could not be fulfilled.
 */
export const paymentResultSchema = listObjectSchema(
  z.object({
    message: z.string(),
    paymentId: z.string(),
    orderId: z.string(),
    status: z.optional(z.enum(['paid', 'refunded'])),
    /** What of this payment goes back (also when the rest was fulfilled). */
    refund: z.optional(z.nullable(refundSchema)),
  }),
);
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const TRANSACTION_TYPES = ['CREDIT_PURCHASE', 'MEMBERSHIP_CARD', 'MEMBERSHIP_CREDITS'] as const;
export const ORDER_STATUSES = ['created', 'paid', 'failed', 'refunded'] as const;

/** One row of the transaction history (docs/product.md, "Records"). */
export const transactionSchema = z.object({
  id: z.int(),
  description: z.string(),
  /** Paid in paise, tax included (0 for a membership bought with credits). */
  totalAmountPaise: z.int(),
  /** Credits added (negative when credits were spent). */
  creditedAmount: z.int(),
  razorpayOrderId: z.nullable(z.string()),
  razorpayPaymentId: z.nullable(z.string()),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(ORDER_STATUSES),
  dateTime: z.string(),
  /** Present once the order is paid and its tax invoice exists. */
  invoiceNumber: z.nullable(z.string()),
  /** The order id for the invoice calls; null for rows without an invoice. */
  orderId: z.nullable(z.int()),
  /** Money of this order going back to the buyer (a refunded order, or the part that could not be given). */
  refund: z.optional(z.nullable(refundSchema)),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListSchema = listObjectSchema(transactionSchema);

export const orderIdParamSchema = z.object({
  orderId: z.coerce.number().check(z.int(), z.positive()),
});

export const MEMBERSHIP_PAID_WITH = ['credits', 'card'] as const;

/** The membership record (docs/product.md, "Records"), with what it cost. */
export const membershipSchema = z.object({
  id: z.int(),
  keycloakUserName: z.string(),
  noOfDays: z.int(),
  createDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Bought with credits (5 a day) or by card. */
  paidWith: z.enum(MEMBERSHIP_PAID_WITH),
  /** Credits spent on it (0 when paid by card). */
  credits: z.int(),
  /** Paid by card in paise, tax included; null when paid with credits. */
  amountPaise: z.nullable(z.int()),
});
export type Membership = z.infer<typeof membershipSchema>;
export const membershipListSchema = listObjectSchema(membershipSchema);

export const addMembershipSchema = z.object({ noOfDays: days() });

export const numberResultSchema = listObjectSchema(z.number());

/** The answer to a membership bought with credits: 'Membership added.' and the new balances. */
export const membershipAddedSchema = listObjectSchema(
  z.object({ message: z.string(), credits: z.int(), daysLeft: z.int() }),
);
export type MembershipAdded = z.infer<typeof membershipAddedSchema>;
