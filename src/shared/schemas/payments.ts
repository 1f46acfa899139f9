import { z } from 'zod';
import { MEMBERSHIP } from '../constants';
import { isGstStateCode } from '../gst';
import { MESSAGES } from '../messages';
import { listObjectSchema } from './paging';

// Payments and memberships as the API carries them. Requests carry rupees (SPEC.md's order
// form); the server recomputes every figure from the credit count (or days) and the place of
// supply and refuses a request whose figures differ. Responses carry integer paise.

const rupees = z.number().nonnegative().max(1_000_000).multipleOf(0.01);

/** SPEC.md's order form, for credits: actualAmount / unitPrice is the credit count. */
export const orderRequestSchema = z.object({
  customerName: z.string().trim().min(3, 'Name must be 3 to 20 characters.').max(20, 'Name must be 3 to 20 characters.'),
  email: z.email(),
  phoneNumber: z.string().regex(/^\d{10}$/, 'Phone must be 10 digits.'),
  totalAmount: rupees,
  actualAmount: rupees,
  unitPrice: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  placeOfSupplyCode: z.coerce
    .number({ error: MESSAGES.stateRequired })
    .int()
    .refine(isGstStateCode, MESSAGES.stateRequired),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** A membership bought by card: the same form, plus the days (5 credits a day). */
export const subscriptionOrderRequestSchema = orderRequestSchema.extend({
  noOfDays: z.number().int().min(MEMBERSHIP.minDays).max(MEMBERSHIP.maxDays),
});
export type SubscriptionOrderRequest = z.infer<typeof subscriptionOrderRequestSchema>;

/** What the payment widget needs: the public key id, the provider's order id, paise due. */
export const orderCreatedSchema = z.object({
  secretKey: z.string(),
  razorpayOrderId: z.string(),
  /** The payable amount in paise (what the widget's `amount` takes). */
  applicationFee: z.number().int().positive(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

export const paymentConfirmationSchema = z.object({
  razorpayOrderId: z.string().trim().min(1).max(64),
  razorpayPaymentId: z.string().trim().min(1).max(64),
  razorpaySignature: z.string().trim().regex(/^[0-9a-f]{64}$/i, 'razorpaySignature: not a signature'),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

export const subscriptionConfirmationSchema = paymentConfirmationSchema.extend({
  membershipBought: z.boolean().default(true),
});

/** The confirmation's answer; `message` is 'Payment Success. Payment ID: {id}'. */
export const paymentResultSchema = listObjectSchema(
  z.object({ message: z.string(), paymentId: z.string(), orderId: z.string() }),
);
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const TRANSACTION_TYPES = ['CREDIT_PURCHASE', 'MEMBERSHIP_CARD', 'MEMBERSHIP_CREDITS'] as const;
export const ORDER_STATUSES = ['created', 'paid', 'failed'] as const;

/** One row of the transaction history (SPEC.md §3's columns). */
export const transactionSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** Paid in paise, tax included (0 for a membership bought with credits). */
  totalAmountPaise: z.number().int(),
  /** Credits added (negative when credits were spent). */
  creditedAmount: z.number().int(),
  razorpayOrderId: z.string().nullable(),
  razorpayPaymentId: z.string().nullable(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(ORDER_STATUSES),
  dateTime: z.string(),
  /** Present once the order is paid and its tax invoice exists. */
  invoiceNumber: z.string().nullable(),
  /** The order id for the invoice calls; null for rows without an invoice. */
  orderId: z.number().int().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListSchema = listObjectSchema(transactionSchema);

export const orderIdParamSchema = z.object({ orderId: z.coerce.number().int().positive() });

/** SPEC.md §3's membership record. */
export const membershipSchema = z.object({
  id: z.number().int(),
  keycloakUserName: z.string(),
  noOfDays: z.number().int(),
  createDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Membership = z.infer<typeof membershipSchema>;
export const membershipListSchema = listObjectSchema(membershipSchema);

export const addMembershipSchema = z.object({
  noOfDays: z.number().int().min(MEMBERSHIP.minDays).max(MEMBERSHIP.maxDays),
});

export const numberResultSchema = listObjectSchema(z.number());

/** The answer to a membership bought with credits: 'Membership added.' and the new balances. */
export const membershipAddedSchema = listObjectSchema(
  z.object({ message: z.string(), credits: z.number().int(), daysLeft: z.number().int() }),
);
export type MembershipAdded = z.infer<typeof membershipAddedSchema>;

