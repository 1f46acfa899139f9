import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '#shared/interface-language.ts';
import { activateLanguage } from '#tests/helpers/catalogues.ts';
import { entityTypeName } from './entity-types';

afterEach(() => activateLanguage('en'));

// The kinds the ingest gives a name (src/server/modules/ingest/entities.ts `EntityType`).
const KINDS = ['person', 'organisation', 'place'] as const;

describe('the kinds of the names in an article or a story', () => {
  it('are said in English as the data names them, and an unknown kind as it came', () => {
    expect(KINDS.map((k) => entityTypeName(i18n, k))).toEqual([...KINDS]);
    expect(entityTypeName(i18n, 'event')).toBe('event');
  });

  it('are said in every interface language in its own script, each kind apart', async () => {
    for (const code of INTERFACE_LANGUAGES.filter((c) => c !== 'en')) {
      await activateLanguage(code);
      const said = KINDS.map((k) => entityTypeName(i18n, k));
      for (const word of said) expect(word, code).not.toMatch(/[A-Za-z]/);
      expect(new Set(said).size, code).toBe(KINDS.length);
    }
    await activateLanguage('hi');
    expect(KINDS.map((k) => entityTypeName(i18n, k))).toEqual(['व्यक्ति', 'संस्था', 'जगह']);
  });
});
