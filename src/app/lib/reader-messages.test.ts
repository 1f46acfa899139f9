import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { aiHourlyLimit, atMostCharacters, atMostCharactersCounted, MESSAGES } from '#shared/messages.ts';
import { demoTokenRequestSchema } from '#shared/schemas/auth.ts';
import { phoneProblem } from '#shared/schemas/phone.ts';
import { readerErrors, readerMessage, readerText } from './reader-messages';
import { allMessages } from '#tests/helpers/catalogues.ts';

const en = await allMessages('en');
const hi = await allMessages('hi');

afterEach(() => i18n.loadAndActivate({ locale: 'en', locales: ['en-IN'], messages: en }));

const inHindi = () => i18n.loadAndActivate({ locale: 'hi', locales: ['hi-IN'], messages: hi });
const devanagari = /\p{Script=Devanagari}/u;

describe('the shared messages in the reader’s language', () => {
  it('keep the English words in English', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(readerMessage(key as keyof typeof MESSAGES)).toBe(text);
      expect(readerText(text)).toBe(text);
    }
    expect(readerText(atMostCharacters(50))).toBe('must be at most 50 characters');
    expect(readerText(atMostCharactersCounted(5000))).toBe('At most 5,000 characters.');
    expect(readerText('Something the server said')).toBe('Something the server said');
    for (const text of [aiHourlyLimit(1, 1), aiHourlyLimit(20, 12)]) expect(readerText(text)).toBe(text);
  });

  it('give a Hindi reader the messages with values in Hindi, each value kept', () => {
    inHindi();
    const said = (text: string, ...values: string[]) => {
      const hindi = readerText(text);
      expect(hindi, text).toMatch(devanagari);
      for (const v of values) expect(hindi, text).toContain(v);
      return hindi;
    };
    said(aiHourlyLimit(1, 1), '1');
    said(aiHourlyLimit(20, 12), '20', '12');
  });

  it('give a Hindi reader every shared message in Hindi, validation messages too', () => {
    inHindi();
    for (const text of Object.values(MESSAGES)) expect(readerText(text)).toMatch(devanagari);
    expect(readerText(phoneProblem('+91', '12345')!)).toMatch(devanagari);
    expect(readerText(atMostCharacters(5000))).toMatch(/5000/);
    expect(readerText(atMostCharacters(5000))).toMatch(devanagari);
    expect(readerText(atMostCharactersCounted(5000))).toMatch(/5,000/);
    expect(readerText(atMostCharactersCounted(5000))).toMatch(devanagari);
    expect(readerText('Too big: expected string to have <=254 characters')).toMatch(devanagari);
    expect(readerText('Invalid email address')).toMatch(devanagari);
  });

  it('translate a form’s errors from a shared schema', () => {
    inHindi();
    const validate = (v: { name: string; email: string }) => {
      const r = demoTokenRequestSchema.safeParse(v);
      return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    };
    const errors = readerErrors(validate)({ name: ' ', email: 'nope' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'name']);
    expect(errors.name).toMatch(devanagari);
    expect(errors.email).toMatch(devanagari);
  });
});
