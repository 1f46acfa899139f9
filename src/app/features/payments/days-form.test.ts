import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { i18n } from '@lingui/core';
import * as form from './days-form';
import type { DaysFormValues } from './days-form';
import { allMessages } from '#tests/helpers/catalogues.ts';

const en = await allMessages('en');
const hi = await allMessages('hi');

// The rules in English, the interface's source language (tests/helpers/vitest-setup.ts).
const DAYS_RANGE = form.daysRange(i18n);
const daysFormSchema = (credits: number, remaining: number) => form.daysFormSchema(i18n, credits, remaining);
const daysPriced = (v: DaysFormValues, remaining: number) => form.daysPriced(i18n, v, remaining);
const daysRefusal = (v: DaysFormValues, credits: number, remaining: number) =>
  form.daysRefusal(i18n, v, credits, remaining);
const tooFewCredits = (credits: number) => form.tooFewCredits(i18n, credits);
const tooManyDays = (remaining: number) => form.tooManyDays(i18n, remaining);

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

  describe('in Hindi', () => {
    afterEach(() => i18n.loadAndActivate({ locale: 'en', locales: ['en-IN'], messages: en }));

    it("tells the days' rules in the reader's language, with the figures", () => {
      i18n.loadAndActivate({ locale: 'hi', locales: ['hi-IN'], messages: hi });
      const rules = (credits: number, remaining: number, noOfDays: number) =>
        form.daysRefusal(i18n, { ...base, method: 'credits', noOfDays }, credits, remaining)?.message;
      expect(rules(1000, 0, 181)).toBe('10 से 180 दिन के बीच चुनें।');
      expect(rules(100, 0, 21)).toBe('आपके 100 क्रेडिट से ज़्यादा से ज़्यादा 20 दिन मिलते हैं (रोज़ के 5 क्रेडिट)।');
      expect(rules(1500, 100, 81)).toBe(
        'आप ज़्यादा से ज़्यादा 180 दिन की सदस्यता रख सकते हैं; आपके 100 दिन बाक़ी हैं, इसलिए आप 80 दिन तक और जोड़ सकते हैं।',
      );
    });
  });
});
