import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageFromTag, languageInfo } from '#shared/languages.ts';
import { articleLanguage, detectLanguage } from './language';

// 116 labelled headlines with summaries, written for these tests (tests/fixtures/languages).
const FILE = path.resolve(import.meta.dirname, '../../../../tests/fixtures/languages/samples.tsv');
const SAMPLES = readFileSync(FILE, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [language = '', title = '', summary = ''] = line.split('\t');
    return { language, title, text: `${title}. ${summary}` };
  });

/** The samples a function gets wrong, as "expected→got: text". */
const misses = (fn: (s: (typeof SAMPLES)[number]) => string) =>
  SAMPLES.flatMap((s) => {
    const got = fn(s);
    return got === s.language ? [] : [`${s.language}→${got}: ${s.title}`];
  });

describe('article language', () => {
  it('reads the labelled samples in every listed language', () => {
    expect(SAMPLES.length).toBeGreaterThanOrEqual(100);
    const languages = new Set(SAMPLES.map((s) => s.language));
    expect([...languages].sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  it('detects the language of at least 98 texts in 100 with nothing declared', () => {
    const wrong = misses((s) => detectLanguage(s.text)?.language ?? 'none');
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(Math.floor(SAMPLES.length * 0.02));
  });

  it('detects titles alone nearly as well', () => {
    const wrong = misses((s) => detectLanguage(s.title)?.language ?? 'none');
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(Math.floor(SAMPLES.length * 0.03));
  });

  it('keeps every right declaration', () => {
    expect(misses((s) => articleLanguage([s.language], s.text))).toEqual([]);
    // A regional tag or a three-letter code is the same declaration.
    expect(misses((s) => articleLanguage([`${s.language}-IN`], s.text))).toEqual([]);
    // A headline alone is too little to overrule its publisher.
    expect(misses((s) => articleLanguage([s.language], s.title))).toEqual([]);
  });

  it('overrides a declaration in another script (a template’s en-us over Hindi text)', () => {
    const other = SAMPLES.filter((s) => s.language !== 'en');
    expect(misses((s) => (s.language === 'en' ? s.language : articleLanguage(['en-us'], s.text)))).toEqual([]);
    expect(other.length).toBeGreaterThan(90);
    expect(misses((s) => (s.language === 'en' ? articleLanguage(['hi'], s.text) : s.language))).toEqual([]);
  });

  it('overrides a wrong declaration in the same script on at most 2 texts in 100', () => {
    // Each Devanagari or Bengali-script sample declared as its script's other languages.
    const SAME_SCRIPT: Record<string, string[]> = {
      hi: ['mr', 'ne'],
      mr: ['hi', 'ne'],
      ne: ['hi', 'mr'],
      bn: ['as'],
      as: ['bn'],
    };
    const cases = SAMPLES.flatMap((s) => (SAME_SCRIPT[s.language] ?? []).map((d) => ({ ...s, declared: d })));
    const wrong = cases.filter((c) => articleLanguage([c.declared], c.text) !== c.language);
    expect(cases.length).toBeGreaterThan(70);
    expect(
      wrong.length,
      wrong.map((c) => `${c.language} declared ${c.declared}: ${c.title}`).join('\n'),
    ).toBeLessThanOrEqual(Math.floor(cases.length * 0.02));
  });

  it('takes the first declaration that names a language, and the text when none does', () => {
    const hindi = SAMPLES.find((s) => s.language === 'hi')!.text;
    expect(articleLanguage([null, 'x-default', 'hin', 'mr'], hindi)).toBe('hi');
    expect(articleLanguage([undefined, ''], hindi)).toBe('hi');
    expect(articleLanguage([], 'Monsoon reaches Kerala')).toBe('en');
    // No letters to read: the declaration, else English.
    expect(articleLanguage(['ta'], '2026 — 14:30')).toBe('ta');
    expect(articleLanguage([], '')).toBe('en');
    // A language not listed stands over Latin text, not over another script.
    expect(articleLanguage(['fr'], 'La mousson arrive au Kerala')).toBe('fr');
    expect(articleLanguage(['fr'], hindi)).toBe('hi');
  });

  it('names languages from the tags publishers and browsers write', () => {
    expect(['en-US', 'hi_IN', 'HI', 'hin', 'ori', 'npi', ' ta '].map(languageFromTag)).toEqual([
      'en',
      'hi',
      'hi',
      'hi',
      'or',
      'ne',
      'ta',
    ]);
    expect(['', 'x-default', '*', 'english', null, undefined].map(languageFromTag)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('lists each language with its native name, script, direction and speech tag', () => {
    expect(languageInfo('ur')).toMatchObject({ nativeName: 'اردو', script: 'Arab', dir: 'rtl', speech: 'ur-IN' });
    expect(languageInfo('hi')).toMatchObject({ name: 'Hindi', script: 'Deva', dir: 'ltr', speech: 'hi-IN' });
    for (const l of LANGUAGES) expect(l.speech.startsWith(`${l.code}-`), l.code).toBe(true);
    expect(languageInfo('xx')).toBeUndefined();
  });
});
