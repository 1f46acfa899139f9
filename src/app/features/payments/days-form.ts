import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from '#shared/zod.ts';
import { MEMBERSHIP } from '#shared/constants.ts';
import { orderRequestSchema } from '#shared/schemas/payments.ts';
import { firstRefusal, type BuyerValues, type Refusal } from '#app/features/payments/checkout/order-request.ts';

export const PAYMENT_METHODS = ['credits', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type DaysFormValues = BuyerValues & {
  method: PaymentMethod;
  noOfDays: number | string;
};

const { minDays, maxDays, maxHeldDays, creditsPerDay } = MEMBERSHIP;

/** The days' range rule, in the interface's language. */
export const daysRange = (i18n: I18n): string => i18n._(msg`Choose between ${minDays} and ${maxDays} days.`);

/** Days the credit balance pays for, at 5 credits a day. */
export const affordableDays = (credits: number): number => Math.floor(Math.max(0, credits) / MEMBERSHIP.creditsPerDay);
/** Days that may still be added before 180 are held. */
export const roomDays = (remaining: number): number => Math.max(0, MEMBERSHIP.maxHeldDays - remaining);

export const tooFewCredits = (i18n: I18n, credits: number): string => {
  const days = affordableDays(credits);
  return i18n._(msg`Your ${credits} credits pay for at most ${days} days (${creditsPerDay} credits a day).`);
};
export const tooManyDays = (i18n: I18n, remaining: number): string => {
  const room = roomDays(remaining);
  return i18n._(
    msg`You can hold at most ${maxHeldDays} days of membership; you have ${remaining} left, so you can add up to ${room}.`,
  );
};

const buyer = {
  customerName: orderRequestSchema.shape.customerName,
  phoneNumber: orderRequestSchema.shape.phoneNumber,
  placeOfSupplyCode: orderRequestSchema.shape.placeOfSupplyCode,
} as const;

/**
 * The order-subscription rules: 10 to 180 days; with credits, no more days than the balance
 * pays for; at most 180 days held once added. A card payment also needs the buyer's details.
 */
export const daysFormSchema = (i18n: I18n, credits: number, remaining: number) => {
  const range = daysRange(i18n);
  return z
    .object({
      method: z.enum(PAYMENT_METHODS),
      email: z.string().check(z.minLength(1)),
      noOfDays: z.number({ error: range }).check(z.int(range), z.minimum(minDays, range), z.maximum(maxDays, range)),
      customerName: z.string(),
      phoneNumber: z.string(),
      placeOfSupplyCode: z.unknown(),
    })
    .check(
      z.superRefine((v, ctx) => {
        // Outside 10–180 the range message is the only one worth reading.
        const inRange = v.noOfDays >= MEMBERSHIP.minDays && v.noOfDays <= MEMBERSHIP.maxDays;
        if (inRange && v.method === 'credits' && v.noOfDays > affordableDays(credits)) {
          ctx.addIssue({
            code: 'custom',
            path: ['noOfDays'],
            message: tooFewCredits(i18n, credits),
          });
        } else if (inRange && v.noOfDays + remaining > MEMBERSHIP.maxHeldDays) {
          ctx.addIssue({
            code: 'custom',
            path: ['noOfDays'],
            message: tooManyDays(i18n, remaining),
          });
        }
        if (v.method !== 'card') return;
        for (const [key, schema] of Object.entries(buyer)) {
          const r = schema.safeParse(v[key as keyof typeof buyer]);
          if (!r.success)
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: r.error.issues[0]?.message ?? i18n._(msg`Invalid`),
            });
        }
      }),
    );
};

/** The day count the price shows while typing: 0 until the field holds a whole number. */
export const typedDays = (v: number | string): number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0;

/** The days first, then the buyer's details (asked for a card payment only). */
const REFUSAL_ORDER = ['noOfDays', 'method', 'customerName', 'phoneNumber', 'placeOfSupplyCode'] as const;

/** Why the order-subscription form would refuse these values (the days' rule first), or null. */
export const daysRefusal = (i18n: I18n, values: DaysFormValues, credits: number, remaining: number): Refusal | null =>
  firstRefusal(daysFormSchema(i18n, credits, remaining).safeParse(values), REFUSAL_ORDER);

/**
 * Whether the days can be priced: within 10 to 180 and the days that may still be held,
 * whatever pays for them (the credit balance limits only a payment with credits).
 */
export const daysPriced = (i18n: I18n, values: DaysFormValues, remaining: number): boolean =>
  daysRefusal(i18n, { ...values, method: 'card' }, 0, remaining)?.field !== 'noOfDays';
