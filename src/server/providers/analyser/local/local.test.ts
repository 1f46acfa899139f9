import { describe, expect, it } from 'vitest';
import { AI_KINDS } from '#shared/constants.ts';
import { demoArticle } from '#server/demo/generator.ts';
import { named } from '#tests/helpers/analysis-inputs.ts';
import type { AnalysisInput } from '../types';
import { createLocalAnalyser } from './index';
import { biasSignals } from './bias';
import { scoreSentences, toneOf } from './sentiment';
import { sentencesOf } from './text';

const base: AnalysisInput = {
  title: 'Kolkata opens a new children’s hospital',
  url: 'https://news.example/hospital',
  summary: '',
  text: null,
  source: 'Example News',
  category: 'Health',
  entities: named({ person: ['Meera Iyer'], organisation: ['National Health Authority'], place: ['Kolkata'] }),
};

const POSITIVE = [
  'The new children’s hospital in Kolkata opened on Monday to great relief and joy.',
  'Parents praised the excellent care and the friendly, helpful staff.',
  '“This is a wonderful success for every family in the city,” Meera Iyer of the National Health Authority said.',
  'Doctors said the improved wards will help thousands of children recover faster.',
].join(' ');
const NEGATIVE = [
  'The collapse of a hospital wing in Kolkata killed twelve people and injured dozens on Monday.',
  'Angry parents blamed officials for years of neglect and corruption.',
  '“This is a terrible tragedy and a shameful failure,” Meera Iyer of the National Health Authority said.',
  'Doctors warned that the crisis will worsen as patients suffer without beds.',
].join(' ');
const NEUTRAL = [
  'The state government opened a hospital in Kolkata on Monday.',
  'Meera Iyer of the National Health Authority said the hospital has 200 beds.',
  'A second phase is planned for next year, the authority said.',
].join(' ');
const LOADED = [
  'The state government rammed through a disastrous scheme to open a so-called hospital in Kolkata.',
  'Clearly the reckless plan is a shameful betrayal of patients.',
  'Sources said the regime ignored doctors.',
  'Meera Iyer of the National Health Authority claimed the hospital has 200 beds.',
].join(' ');

const analyser = createLocalAnalyser();
const article = (text: string): AnalysisInput => ({ ...base, text, summary: text.split('. ')[0] ?? '' });
const squash = (s: string) => s.replace(/\*\*/g, '').replace(/…$/, '').replace(/\s+/g, ' ').trim();
/** The `> …` quotations of an answer, as plain text. */
const quotations = (md: string) =>
  md
    .split('\n')
    .filter((l) => /^\s*> /.test(l))
    .map((l) => squash(l.replace(/^\s*> /, '')));

describe('local analyser', () => {
  it('says clearly positive text is positive and clearly negative text is negative', async () => {
    expect(toneOf(scoreSentences(sentencesOf(article(POSITIVE)))).tone).toBe('Positive');
    expect(toneOf(scoreSentences(sentencesOf(article(NEGATIVE)))).tone).toBe('Negative');
    const pos = await analyser.analyse('sentiment', article(POSITIVE));
    const neg = await analyser.analyse('sentiment', article(NEGATIVE));
    expect(pos).toMatch(/^\*\*Tone: Positive\.\*\*/);
    expect(neg).toMatch(/^\*\*Tone: Negative\.\*\*/);
    // The driving sentences are named, with the words that drive them in bold.
    expect(neg).toContain('**killed**');
    expect(pos).toContain('**excellent**');
  });

  it('finds loaded wording, opinion, unnamed sources and loaded attribution only where they are', async () => {
    const loaded = biasSignals(article(LOADED)).signals.map((s) => s.kind);
    expect(loaded).toEqual(
      expect.arrayContaining([
        'Loaded wording',
        'Opinion in the reporter’s voice',
        'Unnamed sources',
        'Loaded attribution',
      ]),
    );
    expect(biasSignals(article(NEUTRAL)).signals).toEqual([]);
    const neutral = await analyser.analyse('bias', article(NEUTRAL));
    expect(neutral).toContain('No loaded or opinionated wording');
    const md = await analyser.analyse('bias', article(LOADED));
    expect(md).toContain('**disastrous**');
    expect(md).not.toContain('No loaded or opinionated wording');
  });

  it('judges sourcing from quotes and named sources', () => {
    // Only Meera Iyer (and her organisation) speak: one side.
    expect(biasSignals(article(NEUTRAL)).sources).toEqual(['Meera Iyer', 'National Health Authority']);
    expect(biasSignals(article('The hospital opened in Kolkata. It has 200 beds and ten wards.')).sources).toEqual([]);
  });

  it('names the perspectives a category usually has and this article lacks', async () => {
    const md = await analyser.analyse('missing', article(NEUTRAL));
    expect(md).toContain('**Risks and side effects**');
    expect(md).toContain('**Cost and access**');
    expect(md).toMatch(/Heard: \*\*Meera Iyer\*\*/);
  });

  it('counts a group of people as heard only when one of them speaks', async () => {
    const mentioned = await analyser.analyse(
      'missing',
      article('The hospital opened in Kolkata. Patients waited for hours at the gate on Monday.'),
    );
    expect(mentioned).toMatch(/\*\*Patients[^*]*\*\*: .*none of them is quoted/);
    const heard = await analyser.analyse(
      'missing',
      article('The hospital opened in Kolkata. “We waited for hours,” one patient said on Monday.'),
    );
    expect(heard).not.toContain('none of them is quoted');
    expect(heard).toMatch(/- Patients:\n {2}> “We waited for hours,” one \*\*patient\*\* said on Monday\./);
  });

  it('explains in short sentences with the jargon spelt out', async () => {
    const text =
      'The Reserve Bank of India raised the repo rate by a quarter point on Friday, which will make home loans costlier for millions of families across the country, economists said. Inflation has stayed above the target for a year.';
    const md = await analyser.analyse('explain', {
      ...article(text),
      category: 'Business',
      entities: [{ name: 'Reserve Bank of India', type: 'organisation' }],
    });
    expect(md).toContain('**repo rate**:');
    expect(md).toContain('**inflation**:');
    const points = md.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(points.length).toBeGreaterThan(0);
    for (const p of points)
      for (const s of p.replace(/^\d+\. /, '').split(/(?<=\.)\s+/))
        expect(s.split(/\s+/).length).toBeLessThanOrEqual(25);
  });

  it('quotes only sentences of the article, on every kind, over demo articles', async () => {
    for (const a of [
      article(POSITIVE),
      article(NEGATIVE),
      article(LOADED),
      ...[0, 1, 2, 3, 4].map((i) => demoArticle(i, new Date('2026-06-01T06:00:00Z'))),
    ]) {
      const source = squash(
        `${a.title} ${a.summary} ${(a.text ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/^[-#]+\s*/gm, '')}`,
      );
      for (const kind of AI_KINDS) {
        const md = await analyser.analyse(kind, a);
        expect(md).toContain('Automated analysis');
        for (const q of quotations(md)) expect(source).toContain(q);
        const numbered = md
          .split('\n')
          .filter((l) => /^\d+\. “/.test(l))
          .map((l) => squash(l.replace(/^\d+\. “|”$/g, '')));
        for (const q of numbered) expect(source).toContain(q);
      }
    }
  });

  it('has nothing to say about an article without text', async () => {
    expect(await analyser.analyse('explain', { ...base, text: '', summary: '' })).toBe('');
  });
});
