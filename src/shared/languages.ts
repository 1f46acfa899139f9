/**
 * The news languages Khabar knows by name: English and the languages of India (and Nepali,
 * which Indian publishers print too). An article's `language` is an ISO 639-1 code; these are
 * the ones the interface names, the feeds list uses and the detector tells apart.
 *
 * - `script`: ISO 15924 code of the script the language is written in (Devanagari is shared by
 *   Hindi, Marathi and Nepali, Bengali script by Bengali and Assamese).
 * - `dir`: how its text runs; Urdu is set right to left.
 * - `speech`: the BCP 47 tag a speech-synthesis voice for it carries (`hi-IN`).
 */
export type LanguageInfo = {
  code: string;
  name: string;
  nativeName: string;
  script: 'Latn' | 'Deva' | 'Beng' | 'Taml' | 'Telu' | 'Knda' | 'Mlym' | 'Gujr' | 'Guru' | 'Arab' | 'Orya';
  dir: 'ltr' | 'rtl';
  speech: string;
};

export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', script: 'Latn', dir: 'ltr', speech: 'en-IN' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', script: 'Deva', dir: 'ltr', speech: 'hi-IN' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা', script: 'Beng', dir: 'ltr', speech: 'bn-IN' },
  { code: 'mr', name: 'Marathi', nativeName: 'मराठी', script: 'Deva', dir: 'ltr', speech: 'mr-IN' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', script: 'Taml', dir: 'ltr', speech: 'ta-IN' },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', script: 'Telu', dir: 'ltr', speech: 'te-IN' },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ', script: 'Knda', dir: 'ltr', speech: 'kn-IN' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം', script: 'Mlym', dir: 'ltr', speech: 'ml-IN' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી', script: 'Gujr', dir: 'ltr', speech: 'gu-IN' },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', script: 'Guru', dir: 'ltr', speech: 'pa-IN' },
  { code: 'ur', name: 'Urdu', nativeName: 'اردو', script: 'Arab', dir: 'rtl', speech: 'ur-IN' },
  { code: 'or', name: 'Odia', nativeName: 'ଓଡ଼ିଆ', script: 'Orya', dir: 'ltr', speech: 'or-IN' },
  { code: 'as', name: 'Assamese', nativeName: 'অসমীয়া', script: 'Beng', dir: 'ltr', speech: 'as-IN' },
  { code: 'ne', name: 'Nepali', nativeName: 'नेपाली', script: 'Deva', dir: 'ltr', speech: 'ne-NP' },
] as const satisfies readonly LanguageInfo[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/**
 * The cookie that mirrors a device's My languages (`hi%2Cen`, the `lang` list URI-encoded): the
 * server renders a visitor's first screen with it, as the browser will (src/app/lib/news-languages.ts).
 */
export const NEWS_LANGUAGES_COOKIE = 'khabar-news-lang';

/** The most languages a `lang` list (or a reader's My languages) may name. */
export const LANG_LIST_MAX = 20;

/** The language an article has when nothing says otherwise (the column's default). */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** An ISO 639-1 code as articles store it: two lowercase letters (the column's CHECK). */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2}$/;

const BY_CODE: ReadonlyMap<string, LanguageInfo> = new Map(LANGUAGES.map((l) => [l.code, l]));

/** Whether `code` is one of the languages above. */
export const isLanguageCode = (code: string): code is LanguageCode => BY_CODE.has(code);

/** The language's names, script, direction and speech tag; undefined for a code not listed. */
export const languageInfo = (code: string): LanguageInfo | undefined => BY_CODE.get(code);

// ISO 639-2/3 codes some publishers write instead (`hin`, `ben`), for the languages above.
const THREE_LETTER: Readonly<Record<string, LanguageCode>> = {
  eng: 'en',
  hin: 'hi',
  ben: 'bn',
  mar: 'mr',
  tam: 'ta',
  tel: 'te',
  kan: 'kn',
  mal: 'ml',
  guj: 'gu',
  pan: 'pa',
  urd: 'ur',
  ori: 'or',
  ory: 'or',
  asm: 'as',
  nep: 'ne',
  npi: 'ne',
};

/**
 * The ISO 639-1 code a language tag names (`en-US`, `hi_IN`, `HI`, `hin` → `en`, `hi`, `hi`,
 * `hi`), or null for none (`x-default`, `''`, `*`). Tags as feeds, pages and browsers write them.
 */
export function languageFromTag(tag: string | null | undefined): string | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (LANGUAGE_CODE_PATTERN.test(primary)) return primary;
  return THREE_LETTER[primary] ?? null;
}
