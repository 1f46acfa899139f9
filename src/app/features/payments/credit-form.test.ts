import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { creditCapExceeded, MESSAGES } from '#shared/messages.ts';
import { creditFormSchema, creditRefusal, roomUnderCap, typedCredits } from './credit-form';
import { allMessages } from '#tests/helpers/catalogues.ts';

const valid = {
  customerName: 'Asha Rao',
  email: 'asha@example.in',
  phoneNumber: '9830012345',
  placeOfSupplyCode: '19',
  credits: 500,
};
const firstError = (balance: number, patch: Partial<typeof valid> | Record<string, unknown>) => {
  const r = creditFormSchema(balance).safeParse({ ...valid, ...patch });
  return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the add-credits form', () => {
  it('accepts 100 to 1000 credits within the 1,500 cap', () => {
    expect(firstError(0, { credits: 100 })).toBeNull();
    expect(firstError(500, { credits: 1000 })).toBeNull();
  });

  it('names the purchase range outside 100 to 1000', () => {
    for (const credits of [99, 1001, 0, 150.5])
      expect(firstError(0, { credits })).toEqual([`credits: ${MESSAGES.creditRange}`]);
  });

  it('says how many more credits fit under the cap', () => {
    expect(firstError(1200, { credits: 400 })).toEqual([`credits: ${creditCapExceeded(1500, 300)}`]);
    expect(firstError(600, { credits: 1001 })).toEqual([`credits: ${MESSAGES.creditRange}`]);
    expect(roomUnderCap(1600)).toBe(0);
  });

  it('needs a state, a 3 to 20 character name and a 10-digit phone', () => {
    expect(firstError(0, { placeOfSupplyCode: '' })).toEqual([`placeOfSupplyCode: ${MESSAGES.stateRequired}`]);
    expect(firstError(0, { placeOfSupplyCode: null })).toEqual([`placeOfSupplyCode: ${MESSAGES.stateRequired}`]);
    expect(firstError(0, { customerName: 'Al' })?.[0]).toMatch(/^customerName: /);
    expect(firstError(0, { customerName: 'A'.repeat(21) })?.[0]).toMatch(/^customerName: /);
    expect(firstError(0, { phoneNumber: '98300' })?.[0]).toMatch(/^phoneNumber: /);
  });

  it('prices only whole positive counts while typing', () => {
    expect(typedCredits('')).toBe(0);
    expect(typedCredits(12.5)).toBe(0);
    expect(typedCredits(250)).toBe(250);
  });

  it("names the amount's rule before a missing buyer detail, so the button never prices a refused amount", () => {
    const noState = { ...valid, placeOfSupplyCode: '' };
    expect(creditRefusal({ ...noState, credits: 1001 }, 0)).toEqual({
      field: 'credits',
      message: MESSAGES.creditRange,
    });
    expect(creditRefusal({ ...noState, credits: '' }, 0)?.message).toBe(MESSAGES.creditRange);
    expect(creditRefusal({ ...noState, credits: 500 }, 1200)?.message).toBe(creditCapExceeded(1500, 300));
    expect(creditRefusal({ ...noState, credits: 500 }, 0)).toEqual({
      field: 'placeOfSupplyCode',
      message: MESSAGES.stateRequired,
    });
    expect(creditRefusal(valid, 0)).toBeNull();
  });

  it('gives the cap as the reason when no purchase fits under it, whatever is typed', () => {
    expect(creditRefusal({ ...valid, credits: 100 }, 1450)?.message).toBe(creditCapExceeded(1500, 50));
  });

  it("names the broken rule in the reader's language, the buyer's details and the cap alike", async () => {
    const english = { locale: i18n.locale, messages: i18n.messages };
    i18n.loadAndActivate({ locale: 'ta', locales: ['ta-IN'], messages: await allMessages('ta') });
    try {
      const tamil = /\p{Script=Tamil}/u;
      for (const [values, balance] of [
        [{ ...valid, phoneNumber: '98300' }, 0],
        [{ ...valid, customerName: 'Al' }, 0],
        [{ ...valid, placeOfSupplyCode: '' }, 0],
        [{ ...valid, credits: 1001 }, 0],
        [{ ...valid, credits: 500 }, 1200],
        [valid, 1450],
      ] as const) {
        const refusal = creditRefusal(values, balance);
        expect(refusal?.message, JSON.stringify(values)).toMatch(tamil);
      }
      expect(creditRefusal(valid, 1450)?.message).toContain('50');
    } finally {
      i18n.loadAndActivate({ locale: english.locale, locales: ['en-IN'], messages: english.messages });
    }
  });
});
