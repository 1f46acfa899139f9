import { paiseToRupees, type GstStateCode, type TaxBreakdown } from '#shared/gst.ts';
import type { OrderRequest } from '#shared/schemas/payments.ts';
import { paymentText } from '#app/features/payments/payment-messages.ts';

/** Who pays: the buyer block of the order form (its state is the place of supply). */
export type BuyerValues = {
  customerName: string;
  email: string;
  phoneNumber: string;
  /** A GST state code as the select holds it ('' until chosen). */
  placeOfSupplyCode: string;
};

/** The order form the API takes, in rupees, from the buyer and the computed breakdown. */
export function toOrderRequest(buyer: BuyerValues, tax: TaxBreakdown, unitPriceRupees: number): OrderRequest {
  return {
    customerName: buyer.customerName.trim(),
    email: buyer.email,
    phoneNumber: buyer.phoneNumber,
    totalAmount: paiseToRupees(tax.totalPaise),
    actualAmount: paiseToRupees(tax.taxablePaise),
    unitPrice: unitPriceRupees,
    cgst: paiseToRupees(tax.cgstPaise),
    sgst: paiseToRupees(tax.sgstPaise),
    igst: paiseToRupees(tax.igstPaise),
    // The form's schema has checked the code; the server checks it again.
    placeOfSupplyCode: Number(buyer.placeOfSupplyCode) as GstStateCode,
  };
}

/** The buyer block as a form starts: from the account, the state still to choose. */
export function buyerDefaults(user: {
  firstName: string;
  lastName: string;
  email: string;
  phone: { nationalNumber: string } | null;
}): BuyerValues {
  return {
    customerName: defaultBuyerName(user.firstName, user.lastName),
    email: user.email,
    phoneNumber: defaultBuyerPhone(user.phone?.nationalNumber),
    placeOfSupplyCode: '',
  };
}

/** The buyer's name as the form starts: the full name when it fits 20 characters. */
export function defaultBuyerName(firstName: string, lastName: string): string {
  const full = `${firstName} ${lastName}`.trim();
  return full.length <= 20 ? full : firstName.slice(0, 20);
}

/** A stored phone's last 10 digits, when it has them. */
export function defaultBuyerPhone(national: string | null | undefined): string {
  const digits = (national ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : '';
}

/** A form schema's safeParse answer, as far as the refusal needs it. */
type Parsed = { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
export type Refusal = { field: string; message: string };

/**
 * The first rule an order form's values break, looking at the fields in `order` first (the
 * amount before the buyer's details), then at any other: what the submit button says instead
 * of offering the payment. Null when the form would go out.
 */
export function firstRefusal(parsed: Parsed, order: readonly string[]): Refusal | null {
  const issues = (parsed.success ? [] : (parsed.error?.issues ?? [])).map((i) => ({
    field: String(i.path[0] ?? ''),
    message: paymentText(i.message),
  }));
  for (const field of order) {
    const hit = issues.find((i) => i.field === field);
    if (hit) return hit;
  }
  return issues[0] ?? null;
}
