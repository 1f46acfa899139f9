import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from './schemas/payments';
import { phoneFormSchema, phoneProblem, typedPhoneToE164 } from './schemas/phone';

describe('phone numbers as people type them', () => {
  it('reads the forms people type as one E.164 number', () => {
    for (const typed of ['+91 98765 43210', '098765-43210', '9876543210', '0091 98765 43210', '91 98765 43210'])
      expect(typedPhoneToE164('+91', typed), typed).toBe('+919876543210');
    expect(typedPhoneToE164('+44', '020 7946 0958')).toBe('+442079460958');
    // A number typed with its own country code keeps it.
    expect(typedPhoneToE164('+91', '+44 20 7946 0958')).toBe('+442079460958');
    expect(typedPhoneToE164('+91', '98765 abc')).toBeNull();
  });

  it('says why a number cannot take a code, on the number field', () => {
    expect(phoneProblem('+91', '+91 98765 43210')).toBeNull();
    expect(phoneProblem('+91', '')).toBe('Phone number is required');
    expect(phoneProblem('+91', '98765')).toMatch(/10 digits/);
    expect(phoneProblem('+91', '12345 67890')).toMatch(/starts with 6, 7, 8 or 9/);
    expect(phoneProblem('+44', '12')).toBe('Enter a valid phone number');
    expect(phoneProblem('+91', 'call me')).toMatch(/only digits/);
    const r = phoneFormSchema.safeParse({ dial: '+91', number: '98765' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['number']);
    expect(phoneFormSchema.safeParse({ dial: '+91', number: '098765-43210' }).success).toBe(true);
  });

  it("sends an order's phone as its ten digits, however it was typed", () => {
    const order = {
      customerName: 'Asha Rao',
      email: 'asha@example.com',
      totalAmount: 118,
      actualAmount: 100,
      unitPrice: 1,
      cgst: 9,
      sgst: 9,
      igst: 0,
      placeOfSupplyCode: 19,
    };
    for (const typed of ['+91 98765 43210', '098765-43210', '9876543210'])
      expect(orderRequestSchema.parse({ ...order, phoneNumber: typed }).phoneNumber).toBe('9876543210');
    const r = orderRequestSchema.safeParse({ ...order, phoneNumber: '98765' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Phone must be 10 digits.']);
  });
});
