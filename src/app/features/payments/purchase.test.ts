import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { creditCapExceeded, MESSAGES } from '#shared/messages.ts';
import * as purchase from '#app/features/payments/purchase.ts';
import { PRODUCTS, type Holdings, type ProductSpec, type PurchaseValues } from '#app/features/payments/purchase.ts';

// In English, the interface's source language (tests/helpers/vitest-setup.ts), word for word.
const DAYS_RANGE = 'Choose between 10 and 180 days.';
const tooFewCredits = (credits: number) =>
  `Your ${credits} credits pay for at most ${Math.floor(credits / 5)} days (5 credits a day).`;
const purchaseErrors = (spec: ProductSpec, v: PurchaseValues, h: Holdings) => purchase.purchaseErrors(i18n, spec, v, h);
const purchaseRefusal = (spec: ProductSpec, v: PurchaseValues, h: Holdings) =>
  purchase.purchaseRefusal(i18n, spec, v, h);

const buyer = {
  customerName: 'Kavya Iyer',
  email: 'k@example.com',
  phoneNumber: '9830012345',
  placeOfSupplyCode: '19',
};
const values = (quantity: number | string, method: PurchaseValues['method'] = 'card'): PurchaseValues => ({
  ...buyer,
  quantity,
  method,
});

describe('the one purchase form', () => {
  it("shows each product's rules at its one quantity field", () => {
    const none = { credits: 0, remainingDays: 0 };
    expect(purchaseErrors(PRODUCTS.credits, values(50), none)).toEqual({ quantity: MESSAGES.creditRange });
    expect(purchaseErrors(PRODUCTS.credits, values(600), { credits: 1000, remainingDays: 0 })).toEqual({
      quantity: creditCapExceeded(1500, 500),
    });
    expect(purchaseErrors(PRODUCTS.days, values(5), none)).toEqual({ quantity: DAYS_RANGE });
    expect(purchaseErrors(PRODUCTS.days, values(20, 'credits'), { credits: 50, remainingDays: 0 })).toEqual({
      quantity: tooFewCredits(50),
    });
    expect(purchaseErrors(PRODUCTS.credits, values(500), none)).toEqual({});
  });

  it('names the quantity first when the form would refuse, then the buyer', () => {
    const none = { credits: 0, remainingDays: 0 };
    expect(purchaseRefusal(PRODUCTS.credits, { ...values(50), phoneNumber: '1' }, none)).toEqual({
      field: 'quantity',
      message: MESSAGES.creditRange,
    });
    expect(purchaseRefusal(PRODUCTS.days, { ...values(30), phoneNumber: '1' }, none)?.field).toBe('phoneNumber');
    // With credits, the buyer's details are not asked for.
    expect(
      purchaseRefusal(PRODUCTS.days, { ...values(10, 'credits'), phoneNumber: '1' }, { credits: 50, remainingDays: 0 }),
    ).toBeNull();
  });
});
