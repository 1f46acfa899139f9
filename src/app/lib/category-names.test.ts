import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import { messages as en } from '#app/locales/en/messages.ts';
import { messages as hi } from '#app/locales/hi/messages.ts';
import { messages as ta } from '#app/locales/ta/messages.ts';
import { categoryName } from './category-names';

const inLanguage = (locale: string, messages: typeof en) => setupI18n({ locale, messages: { [locale]: messages } });

describe('categoryName', () => {
  it('names the categories in English by their ids', () => {
    const i18n = inLanguage('en', en);
    expect(CATEGORIES.map((c) => categoryName(i18n, c))).toEqual([...CATEGORIES]);
  });

  it('names every category in Hindi and Tamil, none left in English', () => {
    for (const [locale, messages] of [
      ['hi', hi],
      ['ta', ta],
    ] as const) {
      const i18n = inLanguage(locale, messages);
      const names = CATEGORIES.map((c) => categoryName(i18n, c));
      for (const [i, name] of names.entries()) expect(name, `${locale}: ${CATEGORIES[i]}`).not.toBe(CATEGORIES[i]);
      expect(new Set(names).size).toBe(CATEGORIES.length);
    }
    expect(categoryName(inLanguage('hi', hi), 'Sports')).toBe('खेल');
  });

  it('shows an id it does not know as it is', () => {
    expect(categoryName(inLanguage('hi', hi), 'Cricket')).toBe('Cricket');
  });
});
