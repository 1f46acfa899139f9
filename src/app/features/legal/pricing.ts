// Prices follow from the business constants: 5 credits a day, 1 credit = ₹1, GST 18 % on
// top. Money is computed in integer paise, as on the server.
import { CREDIT, MEMBERSHIP } from '#shared/constants.ts';

export type PlanPrice = {
  days: number;
  credits: number;
  taxablePaise: number;
  gstPaise: number;
  totalPaise: number;
};

export function membershipPrice(days: number): PlanPrice {
  const credits = days * MEMBERSHIP.creditsPerDay;
  const taxablePaise = credits * CREDIT.rupeesPerCredit * 100;
  // CGST and SGST are half the rate each and rounded on their own; IGST is their sum.
  const halfPaise = Math.round((taxablePaise * CREDIT.gstPercent) / 2 / 100);
  const gstPaise = halfPaise * 2;
  return { days, credits, taxablePaise, gstPaise, totalPaise: taxablePaise + gstPaise };
}

/** Add prices of several purchases (a year is more than may be held at once). */
function sumPrices(parts: PlanPrice[]): PlanPrice {
  return parts.reduce(
    (a, p) => ({
      days: a.days + p.days,
      credits: a.credits + p.credits,
      taxablePaise: a.taxablePaise + p.taxablePaise,
      gstPaise: a.gstPaise + p.gstPaise,
      totalPaise: a.totalPaise + p.totalPaise,
    }),
    { days: 0, credits: 0, taxablePaise: 0, gstPaise: 0, totalPaise: 0 },
  );
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Rupees with two decimals, e.g. ₹1,062.00. */
export function formatRupees(paise: number): string {
  return inr.format(paise / 100);
}

const MONTH_DAYS = 30;

/** The plans the pricing page offers, all derived from the constants. */
export function pricingPlans() {
  const monthly = membershipPrice(MONTH_DAYS);
  const longest = membershipPrice(MEMBERSHIP.maxHeldDays);
  // At most maxHeldDays can be held, so a year is two of the longest plan, one after the other.
  const annual = sumPrices([longest, longest]);
  const minimum = membershipPrice(MEMBERSHIP.minDays);
  return { monthly, longest, annual, minimum };
}
