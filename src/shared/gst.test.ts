import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTax, GST_STATE_CODES, paiseToRupees, rupeesToPaise } from './gst';

const credits = fc.integer({ min: 1, max: 100_000 });
const state = fc.constantFrom(...GST_STATE_CODES);

describe('GST on a credit purchase', () => {
  it('adds up: heads sum to the tax, tax + taxable to the total, each head rounded on its own', () => {
    fc.assert(
      fc.property(credits, state, state, (n, place, seller) => {
        const t = computeTax(n, place, seller);
        expect(t.taxablePaise).toBe(n * 100);
        expect(t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(t.taxPaise);
        expect(t.totalPaise).toBe(t.taxablePaise + t.taxPaise);
        for (const head of [t.cgstPaise, t.sgstPaise, t.igstPaise]) expect(Number.isInteger(head)).toBe(true);
        if (place === seller) {
          expect(t.cgstPaise).toBe(t.sgstPaise);
          expect(t.cgstPaise).toBe(Math.round(t.taxablePaise * 0.09));
          expect(t.igstPaise).toBe(0);
        } else {
          expect(t.cgstPaise + t.sgstPaise).toBe(0);
          expect(t.igstPaise).toBe(Math.round(t.taxablePaise * 0.18));
        }
      }),
    );
  });

  it('comes to 18 % in all, within the half-paisa rounding of each head', () => {
    fc.assert(
      fc.property(credits, state, (n, place) => {
        const t = computeTax(n, place);
        expect(Math.abs(t.taxPaise - t.taxablePaise * 0.18)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('round-trips rupees with 2 decimals and paise exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (p) => {
        expect(rupeesToPaise(paiseToRupees(p))).toBe(p);
      }),
    );
  });

  it('uses UTGST in place of SGST when the seller is in a union territory without a legislature', () => {
    expect(computeTax(100, 4, 4).stateTaxName).toBe('UTGST');
    expect(computeTax(100, 19, 19).stateTaxName).toBe('SGST');
  });
});
