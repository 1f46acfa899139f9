import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CREDIT, MEMBERSHIP } from '#shared/constants.ts';
import type { OrderCreated, OrderRequest, PaymentConfirmation, PaymentResult } from '#shared/schemas/payments.ts';
import { paymentText } from '#app/features/payments/payment-messages.ts';
import { buySubscription, updateSubscription } from '#app/features/payments/api/buy-subscription.ts';
import { confirmOrder, createOrder } from '#app/features/payments/api/orders.ts';
import type { BuyerValues, Refusal } from '#app/features/payments/checkout/order-request.ts';
import { creditFormSchema, creditRefusal, roomUnderCap, typedCredits } from '#app/features/payments/credit-form.ts';
import {
  affordableDays,
  daysFormSchema,
  daysPriced,
  daysRefusal,
  typedDays,
  type PaymentMethod,
} from '#app/features/payments/days-form.ts';

/** What the purchase form buys: credits (by card) or membership days (with credits or by card). */
export type Product = 'credits' | 'days';

/** The purchase form's values: how many, how paid, and who pays. */
export type PurchaseValues = BuyerValues & { quantity: number | string; method: PaymentMethod };

/** The account the limits depend on. */
export type Holdings = { credits: number; remainingDays: number };

type Parsed = { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** The order form of one product: its field, its price and its rules (credit-form.ts, days-form.ts). */
export type ProductSpec = {
  /** The form's name, its field, the breakdown's item and the outcome's title: translated where shown. */
  form: MessageDescriptor;
  field: { label: MessageDescriptor; description: MessageDescriptor; min: number; max: number; step: number };
  /** Credits the price of one unit is (1 for a credit, 5 for a day). */
  creditsPerUnit: number;
  itemLabel: (i18n: I18n, n: number) => string;
  /** The breakdown's item before an amount can be priced. */
  unitsLabel: MessageDescriptor;
  widgetDescription: MessageDescriptor;
  paidTitle: MessageDescriptor;
  initial: (h: Holdings) => Pick<PurchaseValues, 'quantity' | 'method'>;
  /** The units typed so far (0 until whole), and whether they can be priced at all. */
  typed: (v: PurchaseValues) => number;
  priced: (i18n: I18n, v: PurchaseValues, h: Holdings) => boolean;
  refusal: (i18n: I18n, v: PurchaseValues, h: Holdings) => Refusal | null;
  parse: (i18n: I18n, v: PurchaseValues, h: Holdings) => Parsed;
  /** The rules' own name for the quantity field. */
  ruleField: string;
  create: (req: OrderRequest & { noOfDays?: number }) => Promise<OrderCreated>;
  confirm: (c: PaymentConfirmation) => Promise<PaymentResult>;
};

const asCredits = (v: PurchaseValues) => ({ ...v, credits: v.quantity });
const asDays = (v: PurchaseValues) => ({ ...v, noOfDays: v.quantity });

const { minPurchase } = CREDIT;
const maxPurchase = CREDIT.maxPurchase.toLocaleString('en-IN');
const { minDays, maxDays, creditsPerDay } = MEMBERSHIP;

export const PRODUCTS: Record<Product, ProductSpec> = {
  credits: {
    form: msg`Add credits`,
    field: {
      label: msg`Credits to buy`,
      description: msg`${minPurchase} to ${maxPurchase} credits`,
      min: CREDIT.minPurchase,
      max: CREDIT.maxPurchase,
      step: 50,
    },
    creditsPerUnit: 1,
    itemLabel: (i18n, n) => {
      const count = n.toLocaleString('en-IN');
      return i18n._(msg`${count} credits`);
    },
    unitsLabel: msg`Credits`,
    widgetDescription: msg`Khabar credits`,
    paidTitle: msg`Credits added`,
    initial: (h) => ({
      quantity: roomUnderCap(h.credits) >= CREDIT.minPurchase ? CREDIT.minPurchase : '',
      method: 'card',
    }),
    typed: (v) => typedCredits(v.quantity),
    priced: (_i18n, v, h) => creditRefusal(asCredits(v), h.credits)?.field !== 'credits',
    refusal: (_i18n, v, h) => creditRefusal(asCredits(v), h.credits),
    parse: (_i18n, v, h) => creditFormSchema(h.credits).safeParse(asCredits(v)),
    ruleField: 'credits',
    create: createOrder,
    confirm: confirmOrder,
  },
  days: {
    form: msg`Buy membership`,
    field: {
      label: msg`Days`,
      description: msg`${minDays} to ${maxDays} days, ${creditsPerDay} credits a day`,
      min: MEMBERSHIP.minDays,
      max: MEMBERSHIP.maxDays,
      step: 10,
    },
    creditsPerUnit: MEMBERSHIP.creditsPerDay,
    itemLabel: (i18n, n) => i18n._(msg`${n} days`),
    unitsLabel: msg`Days`,
    widgetDescription: msg`Khabar membership`,
    paidTitle: msg`Membership bought`,
    initial: (h) => ({
      quantity: MEMBERSHIP.minDays,
      method: affordableDays(h.credits) >= MEMBERSHIP.minDays ? 'credits' : 'card',
    }),
    typed: (v) => typedDays(v.quantity),
    priced: (i18n, v, h) => daysPriced(i18n, asDays(v), h.remainingDays),
    refusal: (i18n, v, h) => daysRefusal(i18n, asDays(v), h.credits, h.remainingDays),
    parse: (i18n, v, h) => daysFormSchema(i18n, h.credits, h.remainingDays).safeParse(asDays(v)),
    ruleField: 'noOfDays',
    create: (req) => buySubscription({ ...req, noOfDays: req.noOfDays! }),
    confirm: updateSubscription,
  },
};

/** The form's errors from the product's rules: the first message of each field, the quantity under its form name. */
export function purchaseErrors(i18n: I18n, spec: ProductSpec, v: PurchaseValues, h: Holdings): Record<string, string> {
  const parsed = spec.parse(i18n, v, h);
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : (parsed.error?.issues ?? [])) {
    const key = String(issue.path[0] ?? '');
    const field = key === spec.ruleField ? 'quantity' : key;
    errors[field] ??= paymentText(issue.message);
  }
  return errors;
}

/** A refusal names the form's own field. */
export const purchaseRefusal = (i18n: I18n, spec: ProductSpec, v: PurchaseValues, h: Holdings): Refusal | null => {
  const r = spec.refusal(i18n, v, h);
  return r && r.field === spec.ruleField ? { ...r, field: 'quantity' } : r;
};
