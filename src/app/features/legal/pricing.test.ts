import { describe, expect, it } from 'vitest';
import { CREDIT, MEMBERSHIP } from '#shared/constants.ts';
import { formatRupees, membershipPrice, pricingPlans } from './pricing';

describe('membership prices', () => {
  it('charges 5 credits a day at ₹1 a credit plus 18 % GST', () => {
    expect(MEMBERSHIP.creditsPerDay).toBe(5);
    expect(CREDIT.gstPercent).toBe(18);
    const p = membershipPrice(30);
    expect(p).toEqual({ days: 30, credits: 150, taxablePaise: 15_000, gstPaise: 2_700, totalPaise: 17_700 });
    expect(formatRupees(p.totalPaise)).toBe('₹177.00');
  });

  it('offers a year as two purchases of the longest plan that may be held', () => {
    const { longest, annual, minimum } = pricingPlans();
    expect(longest.days).toBe(MEMBERSHIP.maxHeldDays);
    expect(annual.days).toBe(2 * MEMBERSHIP.maxHeldDays);
    expect(annual.totalPaise).toBe(2 * longest.totalPaise);
    expect(formatRupees(longest.totalPaise)).toBe('₹1,062.00');
    expect(minimum.days).toBe(MEMBERSHIP.minDays);
  });
});
