import { languageInfo } from '#shared/languages.ts';
import type { AnalysisInput } from '../types';
import type { ArticleTongue } from './answer-text';

// Which language an article is in, as far as the built-in analyser needs to know: its word
// lists, sentence splitter and glossary are English, so an article in another language is read
// only for what needs no English (figures, quotation marks, names, other sources).

/** Each script the analyser tells apart: its letters, its ISO 15924 code, its English name. */
const SCRIPTS: [RegExp, string, string][] = [
  [/\p{Script=Devanagari}/gu, 'Deva', 'Devanagari script'],
  [/\p{Script=Bengali}/gu, 'Beng', 'Bengali script'],
  [/\p{Script=Tamil}/gu, 'Taml', 'Tamil script'],
  [/\p{Script=Telugu}/gu, 'Telu', 'Telugu script'],
  [/\p{Script=Kannada}/gu, 'Knda', 'Kannada script'],
  [/\p{Script=Malayalam}/gu, 'Mlym', 'Malayalam script'],
  [/\p{Script=Gujarati}/gu, 'Gujr', 'Gujarati script'],
  [/\p{Script=Gurmukhi}/gu, 'Guru', 'Gurmukhi script'],
  [/\p{Script=Oriya}/gu, 'Orya', 'Odia script'],
  [/\p{Script=Arabic}/gu, 'Arab', 'Urdu script'],
];

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

/**
 * The article's language as an answer names it (a language: `hi`, "Hindi"; or a script: `Deva`,
 * "Devanagari script"), or null when it is English: its language when that is not English, else
 * the script most of its letters are in when that is not Latin (an article stored as English
 * whose text is not).
 */
export function otherLanguage(a: AnalysisInput): ArticleTongue | null {
  if (a.language && a.language !== 'en')
    return {
      kind: 'language',
      code: a.language,
      english: languageInfo(a.language)?.name ?? `language “${a.language}”`,
    };
  const text = `${a.title} ${a.summary} ${(a.text ?? '').slice(0, 2000)}`;
  const letters = count(text, /\p{L}/gu);
  if (!letters || count(text, /\p{Script=Latin}/gu) / letters >= 0.5) return null;
  let best: [number, string, string] = [0, 'Zyyy', 'a script other than Latin'];
  for (const [re, code, name] of SCRIPTS) {
    const n = count(text, re);
    if (n > best[0]) best = [n, code, name];
  }
  return { kind: 'script', code: best[1], english: best[2] };
}
