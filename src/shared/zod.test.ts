import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from './schemas/payments';
import { z } from './zod';

describe('the shared zod', () => {
  it('explains a refusal in English (zod/mini alone would say only "Invalid input")', () => {
    const r = z.object({ count: z.int() }).safeParse({ count: 'three' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Invalid input: expected number, received string');
  });

  it("keeps the contract's own messages and its English defaults side by side", () => {
    const r = orderRequestSchema.safeParse({ customerName: 'Al', email: 'not-an-address', phoneNumber: '12' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField.customerName).toBe('Name must be 3 to 20 characters.');
    expect(byField.phoneNumber).toBe('Phone must be 10 digits.');
    expect(byField.email).toBe('Invalid email address');
  });
});
