import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import {
  DAYS_RANGE,
  daysFormSchema,
  daysPriced,
  daysRefusal,
  tooFewCredits,
  tooManyDays,
  type DaysFormValues,
} from './days-form';

const base = {
  method: 'credits',
  email: 'asha@example.in',
  noOfDays: 10,
  customerName: '',
  phoneNumber: '',
  placeOfSupplyCode: '',
};
const errors = (credits: number, remaining: number, patch: Record<string, unknown>) => {
  const r = daysFormSchema(credits, remaining).safeParse({ ...base, ...patch });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the order-subscription form', () => {
  it('takes 10 to 180 days', () => {
    expect(errors(1000, 0, { noOfDays: 180 })).toEqual([]);
    expect(errors(1000, 0, { noOfDays: 9 })).toEqual([`noOfDays: ${DAYS_RANGE}`]);
    expect(errors(1000, 0, { noOfDays: 181 })).toEqual([`noOfDays: ${DAYS_RANGE}`]);
  });

  it('with credits, buys no more days than the balance pays for at 5 a day', () => {
    expect(errors(100, 0, { noOfDays: 20 })).toEqual([]);
    expect(errors(100, 0, { noOfDays: 21 })).toEqual([`noOfDays: ${tooFewCredits(100)}`]);
  });

  it('never holds more than 180 days', () => {
    expect(errors(1500, 100, { noOfDays: 80 })).toEqual([]);
    expect(errors(1500, 100, { noOfDays: 81 })).toEqual([`noOfDays: ${tooManyDays(100)}`]);
    expect(
      errors(0, 100, {
        method: 'card',
        noOfDays: 81,
        customerName: 'Asha',
        phoneNumber: '9830012345',
        placeOfSupplyCode: '7',
      }),
    ).toEqual([`noOfDays: ${tooManyDays(100)}`]);
  });

  it('by card, ignores the credit balance but needs the buyer details', () => {
    expect(
      errors(0, 0, {
        method: 'card',
        noOfDays: 30,
        customerName: 'Asha',
        phoneNumber: '9830012345',
        placeOfSupplyCode: '7',
      }),
    ).toEqual([]);
    const missing = errors(0, 0, { method: 'card', noOfDays: 30 });
    expect(missing).toContain(`placeOfSupplyCode: ${MESSAGES.stateRequired}`);
    expect(missing.map((m) => m.split(':')[0])).toEqual(['customerName', 'phoneNumber', 'placeOfSupplyCode']);
  });

  it("names the days' rule before a missing buyer detail", () => {
    const card: DaysFormValues = { ...base, method: 'card', noOfDays: 181 };
    expect(daysRefusal(card, 0, 0)).toEqual({ field: 'noOfDays', message: DAYS_RANGE });
    expect(daysRefusal({ ...card, noOfDays: 30 }, 0, 0)?.field).toBe('customerName');
    expect(daysRefusal({ ...base, method: 'credits', noOfDays: 61 }, 300, 0)?.message).toBe(tooFewCredits(300));
    expect(daysRefusal({ ...base, method: 'credits', noOfDays: 60 }, 300, 0)).toBeNull();
  });

  it('prices days within the range and the days still to hold, whatever the balance', () => {
    const credits: DaysFormValues = { ...base, method: 'credits', noOfDays: 100 };
    expect(daysPriced(credits, 0)).toBe(true);
    expect(daysPriced({ ...credits, noOfDays: 181 }, 0)).toBe(false);
    expect(daysPriced({ ...credits, noOfDays: 151 }, 30)).toBe(false);
    expect(daysPriced({ ...credits, noOfDays: '' }, 0)).toBe(false);
  });
});
