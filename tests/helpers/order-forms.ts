// Order forms as a correct client fills them: used by the API tests, benchmarks and browser tests.
import { computeTax, paiseToRupees } from '#shared/gst.ts';

/** The order form for `credits` with the figures a correct client computes. */
export function creditOrderForm(email: string, credits: number, placeOfSupplyCode = 19) {
  const t = computeTax(credits, placeOfSupplyCode);
  return {
    customerName: 'Asha Roy',
    email,
    phoneNumber: '9830012345',
    totalAmount: paiseToRupees(t.totalPaise),
    actualAmount: paiseToRupees(t.taxablePaise),
    unitPrice: 1,
    cgst: paiseToRupees(t.cgstPaise),
    sgst: paiseToRupees(t.sgstPaise),
    igst: paiseToRupees(t.igstPaise),
    placeOfSupplyCode,
  };
}

/** The same form for a membership of `days` bought by card (₹5 a day). */
export function membershipOrderForm(email: string, days: number, placeOfSupplyCode = 19) {
  return { ...creditOrderForm(email, days * 5, placeOfSupplyCode), unitPrice: 5, noOfDays: days };
}
