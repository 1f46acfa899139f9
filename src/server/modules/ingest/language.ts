import { franc } from 'franc-min';
import { DEFAULT_LANGUAGE, languageFromTag, languageInfo, type LanguageInfo } from '#shared/languages.ts';

// An article's language: what the publisher declared, unless the text reads otherwise
// (docs/decisions/0103-article-language-detection.md, where the figures that chose it are).

type Script = LanguageInfo['script'];

/** Letters of each script the listed languages are written in. */
const SCRIPT_LETTERS: [Script, RegExp][] = [
  ['Latn', /\p{Script=Latin}/gu],
  ['Deva', /\p{Script=Devanagari}/gu],
  ['Beng', /\p{Script=Bengali}/gu],
  ['Taml', /\p{Script=Tamil}/gu],
  ['Telu', /\p{Script=Telugu}/gu],
  ['Knda', /\p{Script=Kannada}/gu],
  ['Mlym', /\p{Script=Malayalam}/gu],
  ['Gujr', /\p{Script=Gujarati}/gu],
  ['Guru', /\p{Script=Gurmukhi}/gu],
  ['Arab', /\p{Script=Arabic}/gu],
  ['Orya', /\p{Script=Oriya}/gu],
];

/** The one listed language of each script that only one of them uses. */
const ONLY_LANGUAGE: Partial<Record<Script, string>> = {
  Latn: 'en',
  Taml: 'ta',
  Telu: 'te',
  Knda: 'kn',
  Mlym: 'ml',
  Gujr: 'gu',
  Guru: 'pa',
  Arab: 'ur',
  Orya: 'or',
};

/** Devanagari is Hindi, Marathi or Nepali: franc's trigrams tell them apart (ISO 639-3 → 639-1). */
const DEVANAGARI: Record<string, string> = { hin: 'hi', mar: 'mr', npi: 'ne' };
const DEVANAGARI_ONLY = Object.keys(DEVANAGARI);

/**
 * Assamese writes its r and w with letters Bengali never uses (ৰ U+09F0, ৱ U+09F1), and its
 * common words have them (আৰু "and", ৰাজ্য, কৰা): a Bengali-script text with them is Assamese.
 */
const ASSAMESE_LETTERS = /[\u09F0\u09F1]/;

/** How much of the text is read: a title, a summary and the start of the article say enough. */
const SAMPLE_CHARS = 1500;
/**
 * Within a shared script (Hindi, Marathi and Nepali in Devanagari; Bengali and Assamese) a text
 * with fewer characters of it than this (about a headline alone) keeps its declared language:
 * franc's only misses on the labelled samples were headlines alone, and a summary beside the
 * headline was always read right.
 */
const MIN_SHARED_SCRIPT = 60;

export type Detection = {
  language: string;
  script: Script;
  /** The text's letters in that script. */
  letters: number;
};

/** The script most of the text's letters are in, and how many; null when it has none of them. */
function dominantScript(text: string): { script: Script; letters: number } | null {
  let best: { script: Script; letters: number } | null = null;
  for (const [script, re] of SCRIPT_LETTERS) {
    const letters = text.match(re)?.length ?? 0;
    if (letters > (best?.letters ?? 0)) best = { script, letters };
  }
  return best;
}

/** The language the text reads as, among the listed ones; null when it has no letters to read. */
export function detectLanguage(text: string): Detection | null {
  const sample = text.slice(0, SAMPLE_CHARS);
  const found = dominantScript(sample);
  if (!found) return null;
  const { script, letters } = found;
  if (script === 'Beng') return { language: ASSAMESE_LETTERS.test(sample) ? 'as' : 'bn', script, letters };
  if (script === 'Deva') {
    const best = franc(sample, { only: DEVANAGARI_ONLY, minLength: 1 });
    return { language: DEVANAGARI[best] ?? 'hi', script, letters };
  }
  return { language: ONLY_LANGUAGE[script] ?? DEFAULT_LANGUAGE, script, letters };
}

/**
 * The article's language: the first declaration that names one (the item's own, then its
 * feed's, then the article page's, then the feeds list's), unless the text contradicts it:
 *
 * - text in another script than the declared language's is in the language the text reads as
 *   (a Hindi feed that says `en-us`, as templates do);
 * - within a shared script the text decides when there is enough of it (a headline and a
 *   summary): franc's trigrams between Hindi, Marathi and Nepali, ৰ and ৱ between Bengali and
 *   Assamese (which they always show in Assamese);
 * - a declared language not listed in src/shared/languages.ts stands over Latin text only.
 *
 * With no declaration the text decides; with neither, English (the column's default).
 */
export function articleLanguage(declared: (string | null | undefined)[], text: string): string {
  const tag = declared.map(languageFromTag).find((x) => x !== null) ?? null;
  const detected = detectLanguage(text);
  if (!detected) return tag ?? DEFAULT_LANGUAGE;
  if (!tag) return detected.language;
  const info = languageInfo(tag);
  if (!info) return detected.script === 'Latn' ? tag : detected.language;
  if (info.script !== detected.script) return detected.language;
  if (detected.language === 'as') return 'as';
  return detected.letters >= MIN_SHARED_SCRIPT ? detected.language : tag;
}
