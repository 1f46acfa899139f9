import { badRequest } from '#server/lib/errors.ts';
import { CREDIT, MEMBERSHIP } from '#shared/constants.ts';
import { computeTax, paiseToRupees, rupeesToPaise, type TaxBreakdown } from '#shared/gst.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { OrderRequest } from '#shared/schemas/payments.ts';

const show = (paise: number) => paiseToRupees(paise).toFixed(2);

/** 400 naming the first figure the client sent that differs from ours. */
function compare(body: OrderRequest, tax: TaxBreakdown): void {
  const ours: [keyof OrderRequest, number][] = [
    ['actualAmount', tax.taxablePaise],
    ['cgst', tax.cgstPaise],
    ['sgst', tax.sgstPaise],
    ['igst', tax.igstPaise],
    ['totalAmount', tax.totalPaise],
  ];
  for (const [field, paise] of ours) {
    const sent = rupeesToPaise(body[field] as number);
    if (sent !== paise) throw badRequest(`${field}: expected ${show(paise)}, got ${show(sent)}`);
  }
}

/**
 * The credit count of an order form (actualAmount / unitPrice at ₹1 a credit), checked against
 * the purchase range, then every figure recomputed from it and the place of supply.
 */
export function creditOrderFigures(body: OrderRequest, sellerStateCode: number): TaxBreakdown {
  if (rupeesToPaise(body.unitPrice) !== CREDIT.rupeesPerCredit * 100) {
    throw badRequest(`unitPrice: must be ${show(CREDIT.rupeesPerCredit * 100)} (1 credit = 1 rupee)`);
  }
  const taxable = rupeesToPaise(body.actualAmount);
  const credits = taxable / 100 / CREDIT.rupeesPerCredit;
  if (!Number.isInteger(credits) || credits < CREDIT.minPurchase || credits > CREDIT.maxPurchase) {
    throw badRequest(MESSAGES.creditRange);
  }
  const tax = computeTax(credits, body.placeOfSupplyCode, sellerStateCode);
  compare(body, tax);
  return tax;
}

/** A membership by card: unitPrice is the day price (5 credits), actualAmount days × 5. */
export function membershipOrderFigures(
  body: OrderRequest & { noOfDays: number },
  sellerStateCode: number,
): TaxBreakdown {
  const perDay = MEMBERSHIP.creditsPerDay * CREDIT.rupeesPerCredit * 100;
  if (rupeesToPaise(body.unitPrice) !== perDay)
    throw badRequest(`unitPrice: must be ${show(perDay)} (the price of one day)`);
  const credits = body.noOfDays * MEMBERSHIP.creditsPerDay;
  const tax = computeTax(credits, body.placeOfSupplyCode, sellerStateCode);
  compare(body, tax);
  return tax;
}
