import { DEFAULT_LANGUAGE, languageFromTag, languageInfo } from '#shared/languages.ts';

const norm = (tag: string) => tag.replace(/_/g, '-').toLowerCase();

/** The speech tag a language's voices carry (`hi` → `hi-IN`; English is read as Indian English). */
export const speechTag = (language: string): string => languageInfo(language)?.speech ?? language;

/**
 * A voice for text in `language` (an article's ISO 639-1 code): one with the language's speech
 * tag (`hi-IN`), else another voice of that language (`hi`), never one of another
 * language: Hindi is never read by an English voice. For English, Indian English first, then
 * American, then any English voice; null for English leaves the choice to the browser's default.
 */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  language: string = DEFAULT_LANGUAGE,
): SpeechSynthesisVoice | null {
  const exact = (tag: string) => voices.find((v) => norm(v.lang) === norm(tag));
  const ofLanguage = voices.filter((v) => languageFromTag(v.lang) === language);
  // A voice of the language that is not a Latin-script variant (`hi-Latn` reads romanised text).
  const native = ofLanguage.find((v) => !/-latn\b/.test(norm(v.lang)));
  if (language === DEFAULT_LANGUAGE) return exact('en-IN') ?? exact('en-US') ?? ofLanguage[0] ?? null;
  return exact(speechTag(language)) ?? native ?? null;
}

/** Whether text in `language` can be read aloud with these voices (English always can: the default voice). */
export const canSpeak = (voices: readonly SpeechSynthesisVoice[], language: string): boolean =>
  language === DEFAULT_LANGUAGE || pickVoice(voices, language) !== null;

// The first language of each script (Devanagari: Hindi; Bengali script: Bengali) and the
// letters that tell the script, for text typed on the speech page, which has no language of its own.
const SCRIPT_LETTERS: [RegExp, string][] = [
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Bengali}/u, 'bn'],
  [/\p{Script=Tamil}/u, 'ta'],
  [/\p{Script=Telugu}/u, 'te'],
  [/\p{Script=Kannada}/u, 'kn'],
  [/\p{Script=Malayalam}/u, 'ml'],
  [/\p{Script=Gujarati}/u, 'gu'],
  [/\p{Script=Gurmukhi}/u, 'pa'],
  [/\p{Script=Arabic}/u, 'ur'],
  [/\p{Script=Oriya}/u, 'or'],
];

/**
 * The language typed text reads as, by the script of most of its letters (Devanagari: Hindi);
 * English for Latin letters or none. Articles carry their language; this is for typed text only.
 */
export function languageOfText(text: string): string {
  const counts = new Map<string, number>();
  for (const ch of text) {
    const hit = SCRIPT_LETTERS.find(([re]) => re.test(ch));
    if (hit) counts.set(hit[1], (counts.get(hit[1]) ?? 0) + 1);
  }
  const latin = [...text].filter((ch) => /\p{Script=Latin}/u.test(ch)).length;
  const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [DEFAULT_LANGUAGE, 0];
  return n > latin ? best : DEFAULT_LANGUAGE;
}
