import { z } from '../zod';
import { isLanguageCode, LANG_LIST_MAX, LANGUAGE_CODE_PATTERN } from '../languages';
import { countSchema } from './paging';

export { LANG_LIST_MAX };

const codes = (s: string) => s.split(',').map((c) => c.trim().toLowerCase());

/**
 * `lang=hi,en` on every list, search, story and watch-list call: the articles in any of these
 * languages (ISO 639-1 codes of src/shared/languages.ts, comma-separated, at most 20; case and
 * spaces around a code do not matter, a repeated code counts once). A code that is not two
 * letters, or not a language Khabar knows, or more than 20 codes, is a 400 naming `lang`.
 */
export const langListSchema = z.pipe(
  z.string().check(
    z.maxLength(LANG_LIST_MAX * 4, `at most ${LANG_LIST_MAX} languages`),
    z.refine((s) => codes(s).every((c) => LANGUAGE_CODE_PATTERN.test(c)), 'ISO 639-1 codes, comma-separated (hi,en)'),
    z.refine((s) => codes(s).every((c) => !LANGUAGE_CODE_PATTERN.test(c) || isLanguageCode(c)), {
      error: (iss) =>
        `unknown language: ${codes(String(iss.input))
          .filter((c) => LANGUAGE_CODE_PATTERN.test(c) && !isLanguageCode(c))
          .join(', ')}`,
    }),
    z.refine((s) => codes(s).length <= LANG_LIST_MAX, `at most ${LANG_LIST_MAX} languages`),
  ),
  z.transform((s) => [...new Set(codes(s))]),
);

/** The `lang` parameter, absent for every language. */
export const langQuerySchema = z.object({ lang: z.optional(langListSchema) });
export type LangQuery = z.infer<typeof langQuerySchema>;

/** GET API.news.languages: every language Khabar knows, with how many articles it has. */
export const languageCountSchema = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  count: countSchema(),
});
export const languageCountListSchema = z.array(languageCountSchema);
export type LanguageCount = z.infer<typeof languageCountSchema>;
