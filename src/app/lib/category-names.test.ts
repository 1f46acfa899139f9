import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import { allMessages } from '#tests/helpers/catalogues.ts';
import { categoryName } from './category-names';

const [en, hi, ta] = await Promise.all([allMessages('en'), allMessages('hi'), allMessages('ta')]);
const inLanguage = (locale: string, messages: Messages) => setupI18n({ locale, messages: { [locale]: messages } });

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
