import { i18n } from '@lingui/core';
import type { ComboboxItem } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { GST_STATES } from '#shared/gst.ts';
import { activateLanguage } from '#tests/helpers/catalogues.ts';
import { stateFilter, stateOptions } from './state-names';

afterEach(() => activateLanguage('en'));

const found = (options: ComboboxItem[], search: string) =>
  (stateFilter({ options, search, limit: Infinity }) as ComboboxItem[]).map((o) => o.value);

describe('the order form’s states', () => {
  it('are named in English as the invoices name them, each with its GST code', () => {
    expect(stateOptions(i18n)).toEqual(
      GST_STATES.map((s) => ({ value: String(s.code), label: `${s.name} (${String(s.code).padStart(2, '0')})` })),
    );
  });

  it('are named in Hindi for a Hindi reader, and found by the Hindi name, the English one or the code', async () => {
    await activateLanguage('hi');
    const options = stateOptions(i18n);
    expect(options).toHaveLength(GST_STATES.length);
    for (const o of options) {
      expect(o.label).toMatch(/^\p{Script=Devanagari}[\p{Script=Devanagari}\p{M} ()]* \(\d\d\)$/u);
    }
    expect(options.find((o) => o.value === '19')?.label).toBe('पश्चिम बंगाल (19)');
    expect(found(options, 'बंगाल')).toEqual(['19']);
    expect(found(options, 'west beng')).toEqual(['19']);
    expect(found(options, '(19)')).toEqual(['19']);
    expect(found(options, 'pradesh')).toEqual(['2', '9', '12', '23', '37']);
  });
});
