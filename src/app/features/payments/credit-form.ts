import { z } from '#shared/zod.ts';
import { CREDIT } from '#shared/constants.ts';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { creditCapText } from '#app/features/payments/payment-messages.ts';
import { orderRequestSchema } from '#shared/schemas/payments.ts';
import { firstRefusal, type BuyerValues, type Refusal } from '#app/features/payments/checkout/order-request.ts';

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
        .number({ error: readerMessage('creditRange') })
        .check(
          z.int(readerMessage('creditRange')),
          z.minimum(CREDIT.minPurchase, readerMessage('creditRange')),
          z.maximum(CREDIT.maxPurchase, readerMessage('creditRange')),
        ),
    })
    .check(
      z.superRefine((v, ctx) => {
        const inRange = v.credits >= CREDIT.minPurchase && v.credits <= CREDIT.maxPurchase;
        if (inRange && v.credits + balance > CREDIT.maxBalance) {
          ctx.addIssue({
            code: 'custom',
            path: ['credits'],
            message: creditCapText(CREDIT.maxBalance, roomUnderCap(balance)),
          });
        }
      }),
    );

/** The credit count the breakdown shows while typing: 0 until the field holds a whole number. */
export const typedCredits = (v: number | string): number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0;

/** The amount first, then the buyer's details: the order in which the button names a broken rule. */
const REFUSAL_ORDER = ['credits', 'customerName', 'phoneNumber', 'placeOfSupplyCode'] as const;

/**
 * Why the add-credits form would refuse these values (the first rule broken, the amount's
 * before the buyer's), or null when the order would go out. With no room left under the cap,
 * the cap is the reason whatever is typed.
 */
export function creditRefusal(values: CreditFormValues, balance: number): Refusal | null {
  const room = roomUnderCap(balance);
  if (room < CREDIT.minPurchase) return { field: 'credits', message: creditCapText(CREDIT.maxBalance, room) };
  return firstRefusal(creditFormSchema(balance).safeParse(values), REFUSAL_ORDER);
}
