import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '#shared/constants.ts';
import { advancedSearchSchema, searchTermSchema, sourceQuerySchema } from '#shared/schemas/news.ts';
import { activateLanguage, expectHindi } from '#tests/helpers/catalogues.ts';
import { searchText } from './search-messages';

afterEach(() => activateLanguage('en'));

const refusal = (r: { success: boolean; error?: { issues: { message: string }[] } }) => {
  expect(r.success).toBe(false);
  return r.error!.issues[0]!.message;
};
const long = (n: number) => 'क'.repeat(n);
/** What the shared search schemas say of each limit passed, as the API and the forms say it. */
const SAID = [
  refusal(searchTermSchema.safeParse(long(SEARCH_LIMITS.maxQueryLength + 1300))),
  refusal(advancedSearchSchema.safeParse({ primary: long(SEARCH_LIMITS.maxTermLength + 5), group: [] })),
  refusal(
    advancedSearchSchema.safeParse({ primary: 'rain', group: ['flood', long(SEARCH_LIMITS.maxTermLength + 20)] }),
  ),
  refusal(advancedSearchSchema.safeParse({ primary: 'rain', group: Array.from({ length: 12 }, (_, i) => `t${i}`) })),
  refusal(sourceQuerySchema.safeParse({ source: long(SEARCH_LIMITS.maxTermLength + 1) })),
];

describe("the search's limits in the reader's language", () => {
  it('keep the English as the shared schema says it', () => {
    expect(SAID).toHaveLength(5);
    for (const text of SAID) expect(searchText(text)).toBe(text);
  });

  it('give a Hindi reader each limit in Hindi, its figures kept as written', async () => {
    await activateLanguage('hi');
    const hindi = SAID.map(searchText);
    for (const [i, text] of hindi.entries()) expectHindi(text, SAID[i]!.match(/[\d,]+\d/g) ?? []);
    expect(new Set(hindi).size).toBe(hindi.length);
  });
});
