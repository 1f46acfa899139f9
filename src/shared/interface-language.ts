import { languageInfo, type LanguageCode } from './languages';

/**
 * The languages the interface is written in (src/app/locales/<code>/*.po), English the
 * source. A code here must also be one of the news languages (./languages.ts), whose native
 * name the language switch shows and whose `dir` the page takes.
 */
export const INTERFACE_LANGUAGES = ['en', 'hi', 'bn', 'mr', 'ta', 'te'] as const satisfies readonly LanguageCode[];
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** The interface's language when the reader chose none and the browser asks for none of them. */
export const SOURCE_INTERFACE_LANGUAGE: InterfaceLanguage = 'en';

/**
 * The cookie that carries the reader's choice to the server, so the first screen it renders is
 * in their language: the device's choice (local storage) mirrored, the same name as its key.
 */
export const INTERFACE_LANGUAGE_COOKIE = 'khabar-language';

/**
 * The locale Intl and Lingui format an interface language's numbers and dates in: the language
 * as used in India (`-IN`: lakh and crore grouping, "1,23,456") with the international digits
 * 0–9 (`-u-nu-latn`) in every language. Intl's default for Bengali and Marathi is their own
 * digits (০–৯, ०–९), while a value a message carries as it is (a count, an order's number, a
 * payment's ID, the days a server's message names) keeps 0–9: the same screen mixed both
 * ("০ ক্রেডিট" above "0 / 20টি শব্দ"). The digits a reader types (a phone number, a code, an
 * amount) are 0–9 on a phone's keyboard too, and 0–9 are the numerals the Constitution gives
 * the Union's official use (article 343). Hindi, Tamil and Telugu already default to them.
 */
export const intlLocaleOf = (code: InterfaceLanguage): string => `${code}-IN-u-nu-latn`;

export const isInterfaceLanguage = (v: unknown): v is InterfaceLanguage =>
  typeof v === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(v);

/** `<html lang>` and `dir` for an interface language. */
export const interfaceLanguageDir = (code: InterfaceLanguage): 'ltr' | 'rtl' => languageInfo(code)?.dir ?? 'ltr';

/**
 * The interface language for a request: the reader's choice when it is one of ours, else the
 * first of the browser's `Accept-Language` ranges (by quality, then order) whose primary
 * subtag is one ("hi-IN" → hi), else English.
 */
export function pickInterfaceLanguage(
  chosen: string | null | undefined,
  acceptLanguage: string | null | undefined,
): InterfaceLanguage {
  if (isInterfaceLanguage(chosen)) return chosen;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        order,
      };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranges.map((r) => r.primary).find(isInterfaceLanguage) ?? SOURCE_INTERFACE_LANGUAGE;
}
