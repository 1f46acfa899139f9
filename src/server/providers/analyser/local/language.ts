import { languageInfo } from '#shared/languages.ts';
import type { AnalysisInput } from '../types';

// Which language an article is in, as far as the built-in analyser needs to know: its word
// lists, sentence splitter and glossary are English, so an article in another language is read
// only for what needs no English (figures, quotation marks, names, other sources).

const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Devanagari}/gu, 'Devanagari script'],
  [/\p{Script=Bengali}/gu, 'Bengali script'],
  [/\p{Script=Tamil}/gu, 'Tamil script'],
  [/\p{Script=Telugu}/gu, 'Telugu script'],
  [/\p{Script=Kannada}/gu, 'Kannada script'],
  [/\p{Script=Malayalam}/gu, 'Malayalam script'],
  [/\p{Script=Gujarati}/gu, 'Gujarati script'],
  [/\p{Script=Gurmukhi}/gu, 'Gurmukhi script'],
  [/\p{Script=Oriya}/gu, 'Odia script'],
  [/\p{Script=Arabic}/gu, 'Urdu script'],
];

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

/**
 * How to name the article's language in an answer ("Hindi", "Devanagari script"), or null
 * when it is English: its language when that is not English, else the script most of its
 * letters are in when that is not Latin (an article stored as English whose text is not).
 */
export function otherLanguage(a: AnalysisInput): string | null {
  if (a.language && a.language !== 'en') return languageInfo(a.language)?.name ?? `language “${a.language}”`;
  const text = `${a.title} ${a.summary} ${(a.text ?? '').slice(0, 2000)}`;
  const letters = count(text, /\p{L}/gu);
  if (!letters || count(text, /\p{Script=Latin}/gu) / letters >= 0.5) return null;
  let best: [number, string] = [0, 'a script other than Latin'];
  for (const [re, name] of SCRIPTS) {
    const n = count(text, re);
    if (n > best[0]) best = [n, name];
  }
  return best[1];
}
