import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { TIME_ZONE } from '#shared/constants.ts';
import { intlLocaleOf } from '#shared/interface-language.ts';
import { formatCount, formatCredits, formatDateTime, formatMediumDate, formatPaise, formatTotal } from './format';
import { allMessages } from '#tests/helpers/catalogues.ts';

const en = await allMessages('en');
const hi = await allMessages('hi');

describe('formatTotal', () => {
  it('says one, many and none with Indian digit grouping', () => {
    expect(formatTotal({ totalElements: 1 }, 'result')).toBe('1 result');
    expect(formatTotal({ totalElements: 0 }, 'result')).toBe('0 results');
    expect(formatTotal({ totalElements: 12 }, 'article')).toBe('12 articles');
    expect(formatTotal({ totalElements: 123456 }, 'article')).toBe('1,23,456 articles');
  });

  it('marks a total the server stopped counting at as a lower bound', () => {
    expect(formatTotal({ totalElements: 1000, totalRelation: 'gte' }, 'result')).toBe('1,000+ results');
    expect(formatTotal({ totalElements: 1, totalRelation: 'gte' }, 'result')).toBe('1+ results');
  });
});

describe('formatCredits and formatPaise', () => {
  it('write credits as credits, never with a rupee sign, and card money in rupees', () => {
    expect(formatCredits(850)).toBe('850 credits');
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(0)).toBe('0 credits');
    expect(formatCredits(1500)).toBe('1,500 credits');
    expect(formatCredits(850)).not.toContain('₹');
    expect(formatPaise(118_000)).toBe('₹ 1,180.00');
  });
});

describe('formatMediumDate and formatDateTime', () => {
  it('write the date in India, in the en-IN medium style', () => {
    expect(formatMediumDate('2026-09-05T06:35:00Z')).toBe('5 Sept 2026');
  });

  it.each([
    ['2026-09-05T06:35:00Z', '5 Sept 2026, 12:05 pm'],
    // 18:45 UTC is a quarter past midnight the next day in India.
    ['2026-09-05T18:45:00Z', '6 Sept 2026, 12:15 am'],
    ['2026-12-31T18:29:00Z', '31 Dec 2026, 11:59 pm'],
    ['2026-12-31T18:30:00Z', '1 Jan 2027, 12:00 am'],
  ])('write %s as %s in India', (iso, shown) => {
    expect(formatDateTime(iso)).toBe(shown);
  });

  it('write nothing for a missing or unreadable date', () => {
    for (const bad of [null, undefined, '', 'not a date']) {
      expect(formatMediumDate(bad)).toBe('');
      expect(formatDateTime(bad)).toBe('');
    }
  });

  it('agree with Intl.DateTimeFormat en-IN in India on every month, hour and minute', () => {
    const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: TIME_ZONE });
    const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
    // Every 7 hours and 13 minutes from 1990 to 2040 reaches every month, hour and minute.
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += (7 * 60 + 13) * 60_000) {
      const iso = new Date(t).toISOString();
      expect(formatMediumDate(iso), iso).toBe(date.format(t));
      expect(formatDateTime(iso), iso).toBe(dateTime.format(t));
    }
  });
});

describe('in Hindi', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', locales: ['en-IN'], messages: en }));

  it('groups numbers in lakhs and crores, counts with Hindi words and writes dates with Hindi months', () => {
    i18n.loadAndActivate({ locale: 'hi', locales: ['hi-IN'], messages: hi });
    expect(formatCredits(1)).toBe('1 क्रेडिट');
    expect(formatCredits(150000)).toBe('1,50,000 क्रेडिट');
    expect(formatTotal({ totalElements: 12345678 }, 'article')).toBe('1,23,45,678 लेख');
    expect(formatTotal({ totalElements: 1000, totalRelation: 'gte' }, 'result')).toBe('1,000+ नतीजे');
    expect(formatPaise(11_80_000)).toBe('₹ 11,800.00');
    expect(formatMediumDate('2026-09-05T06:35:00Z')).toBe('5 सित॰ 2026');
    // 18:45 UTC is a quarter past midnight the next day in India.
    expect(formatDateTime('2026-09-05T18:45:00Z')).toBe('6 सित॰ 2026, 12:15 am');
  });
});

describe('in Bengali and Marathi', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', locales: ['en-IN'], messages: en }));

  // Intl's own default for these two languages is their script's digits, while the values a
  // message carries as they are keep 0–9: one screen would mix both (intlLocaleOf).
  it('write every number with the digits 0–9, as the values messages carry are', async () => {
    const nativeDigits = /[\u09E6-\u09EF\u0966-\u096F]/u;
    for (const code of ['bn', 'mr'] as const) {
      i18n.loadAndActivate({ locale: code, locales: [intlLocaleOf(code)], messages: await allMessages(code) });
      const written = [
        formatCount(1234567),
        formatCredits(150000),
        formatTotal({ totalElements: 12345678 }, 'article'),
        formatPaise(11_80_000),
        formatMediumDate('2026-09-05T06:35:00Z'),
        formatDateTime('2026-09-05T18:45:00Z'),
      ];
      for (const text of written) expect(text, code).not.toMatch(nativeDigits);
      expect(formatCount(1234567), code).toBe('12,34,567');
      expect(formatMediumDate('2026-09-05T06:35:00Z'), code).toMatch(/^5 .+ 2026$/);
    }
  });
});
