import { z } from '#shared/zod.ts';
import { CREDIT } from '#shared/constants.ts';
import { creditCapExceeded, MESSAGES } from '#shared/messages.ts';
import { orderRequestSchema } from '#shared/schemas/payments.ts';
import type { BuyerValues } from '#app/lib/order-request.ts';

export type CreditFormValues = BuyerValues & { credits: number | string };

/** Credits that may still be bought before the balance reaches its cap. */
export const roomUnderCap = (balance: number): number => Math.max(0, CREDIT.maxBalance - balance);

/**
 * The add-credits form's rules: the buyer fields of the shared order schema, 100 to 1000
 * credits, and at most 1,500 credits held once these are added.
 */
export const creditFormSchema = (balance: number) =>
  z
    .object({
      customerName: orderRequestSchema.shape.customerName,
      email: z.string(),
      phoneNumber: orderRequestSchema.shape.phoneNumber,
      placeOfSupplyCode: orderRequestSchema.shape.placeOfSupplyCode,
      credits: z
        .number({ error: MESSAGES.creditRange })
        .check(
          z.int(MESSAGES.creditRange),
          z.minimum(CREDIT.minPurchase, MESSAGES.creditRange),
          z.maximum(CREDIT.maxPurchase, MESSAGES.creditRange),
        ),
    })
    .check(
      z.superRefine((v, ctx) => {
        const inRange = v.credits >= CREDIT.minPurchase && v.credits <= CREDIT.maxPurchase;
        if (inRange && v.credits + balance > CREDIT.maxBalance) {
          ctx.addIssue({
            code: 'custom',
            path: ['credits'],
            message: creditCapExceeded(CREDIT.maxBalance, roomUnderCap(balance)),
          });
        }
      }),
    );

/** The credit count the breakdown shows while typing: 0 until the field holds a whole number. */
export const typedCredits = (v: number | string): number => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);
