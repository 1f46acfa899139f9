import { describe, expect, it } from 'vitest';
import { computeTax } from '#shared/gst.ts';
import { orderRequestSchema } from '#shared/schemas/payments.ts';
import { defaultBuyerName, defaultBuyerPhone, firstRefusal, toOrderRequest } from './order-request';

const buyer = {
  customerName: ' Asha Rao ',
  email: 'asha@example.in',
  phoneNumber: '9830012345',
  placeOfSupplyCode: '19',
};

describe('the order request', () => {
  it('carries the breakdown in rupees: CGST + SGST within the seller state', () => {
    const req = toOrderRequest(buyer, computeTax(250, 19, 19), 1);
    expect(req).toEqual({
      customerName: 'Asha Rao',
      email: 'asha@example.in',
      phoneNumber: '9830012345',
      totalAmount: 295,
      actualAmount: 250,
      unitPrice: 1,
      cgst: 22.5,
      sgst: 22.5,
      igst: 0,
      placeOfSupplyCode: 19,
    });
    expect(orderRequestSchema.safeParse(req).success).toBe(true);
  });

  it('uses IGST for another state and keeps paise exact', () => {
    const req = toOrderRequest({ ...buyer, placeOfSupplyCode: '27' }, computeTax(333, 27, 19), 1);
    expect([req.cgst, req.sgst, req.igst, req.totalAmount]).toEqual([0, 0, 59.94, 392.94]);
    expect(orderRequestSchema.safeParse(req).success).toBe(true);
  });

  it('starts from the account: a name that fits 20 characters, a 10-digit phone', () => {
    expect(defaultBuyerName('Asha', 'Rao')).toBe('Asha Rao');
    expect(defaultBuyerName('Venkataraghavan', 'Subramaniam')).toBe('Venkataraghavan');
    expect(defaultBuyerPhone('098300 12345')).toBe('9830012345');
    expect(defaultBuyerPhone('12345')).toBe('');
    expect(defaultBuyerPhone(null)).toBe('');
  });
});

describe('the first refusal of an order form', () => {
  const issue = (field: string, message: string) => ({ path: [field], message });
  const refused = (...issues: { path: string[]; message: string }[]) => ({ success: false, error: { issues } });

  it('is null when the form would go out', () => {
    expect(firstRefusal({ success: true }, ['credits'])).toBeNull();
  });

  it('names the amount before the buyer details, whatever order the schema found them in', () => {
    const parsed = refused(issue('phoneNumber', 'Phone must be 10 digits.'), issue('credits', 'Too many.'));
    expect(firstRefusal(parsed, ['credits', 'customerName', 'phoneNumber'])).toEqual({
      field: 'credits',
      message: 'Too many.',
    });
    expect(firstRefusal(parsed, ['customerName', 'phoneNumber'])?.field).toBe('phoneNumber');
  });

  it('falls back to a rule on a field not listed', () => {
    expect(firstRefusal(refused(issue('email', 'No e-mail.')), ['credits'])).toEqual({
      field: 'email',
      message: 'No e-mail.',
    });
  });
});
