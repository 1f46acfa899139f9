import Sentiment from 'sentiment';
import type { AnalysisInput } from '../types';
import { median, othersOf, storyLine } from './compare';
import { AUTOMATED_NOTE, cite, plural, sentencesOf, type Sentence } from './text';

const afinn = new Sentiment();

export type Scored = Sentence & { score: number; positive: string[]; negative: string[] };

/** Every sentence with its AFINN-165 score (negation-aware) and the words behind it. */
export function scoreSentences(sentences: Sentence[]): Scored[] {
  return sentences.map((s) => {
    const r = afinn.analyze(s.text);
    return { ...s, score: r.score, positive: r.positive, negative: r.negative };
  });
}

export type Tone = 'Positive' | 'Negative' | 'Neutral' | 'Mixed';

/** The overall tone from the balance of positive and negative weight across sentences. */
export function toneOf(scored: Scored[]): { tone: Tone; pos: number; neg: number } {
  let pos = 0;
  let neg = 0;
  for (const s of scored) {
    if (s.score > 0) pos += s.score;
    else neg -= s.score;
  }
  const total = pos + neg;
  if (total < 2) return { tone: 'Neutral', pos, neg };
  const balance = (pos - neg) / total;
  const tone: Tone =
    balance >= 0.3 ? 'Positive' : balance <= -0.3 ? 'Negative' : Math.min(pos, neg) >= 3 ? 'Mixed' : 'Neutral';
  return { tone, pos, neg };
}

const TONE_LINE: Record<Tone, string> = {
  Positive: 'reads mostly positive: hopeful or approving words outweigh critical ones',
  Negative: 'reads mostly negative: critical, worried or alarming words outweigh hopeful ones',
  Neutral: 'reads mostly neutral: few emotionally charged words either way',
  Mixed: 'reads mixed: strong positive and strong negative wording both appear',
};

export function analyseSentiment(a: AnalysisInput): string {
  const scored = scoreSentences(sentencesOf(a));
  if (!scored.length) return '';
  const { tone, pos, neg } = toneOf(scored);
  const title = afinn.analyze(a.title);
  const others = othersOf(a);
  const against = others.length ? placeAmong(scored, others) : '';
  const lines = [`**Tone: ${tone}.** The article ${TONE_LINE[tone]}.${against}`, '', storyLine(a), ''];

  const positive = scored.filter((s) => s.score > 0);
  const negative = scored.filter((s) => s.score < 0);
  lines.push(
    `Of ${plural(scored.length, 'sentence')}, ${positive.length} lean positive and ${negative.length} lean negative` +
      `${pos + neg > 0 ? `; ${pos >= neg * 2 ? 'the hopeful wording is much stronger' : neg >= pos * 2 ? 'the critical wording is much stronger' : 'neither side’s wording clearly dominates'}` : ''}.`,
  );
  if (title.score !== 0) {
    lines.push(
      `The headline itself leans ${title.score > 0 ? 'positive' : 'negative'} (${[...title.positive, ...title.negative].map((w) => `*${w}*`).join(', ')}).`,
    );
  }

  const drivers = [...scored]
    .filter((s) => s.score !== 0)
    .sort((x, y) => Math.abs(y.score) - Math.abs(x.score))
    .slice(0, 4);
  if (drivers.length) {
    lines.push('', '**Sentences that set the tone**', '');
    for (const d of drivers) {
      const words = [...d.positive, ...d.negative];
      lines.push(
        `- ${Math.abs(d.score) >= 4 ? 'Strongly ' : ''}${d.score > 0 ? (Math.abs(d.score) >= 4 ? 'positive' : 'Positive') : Math.abs(d.score) >= 4 ? 'negative' : 'Negative'}${d.quoted ? ', in a quote from a source' : ''}:`,
      );
      lines.push(`  ${cite(d.text, words)}`);
    }
  }

  // Whose tone it is: the reporter's own words or the people quoted.
  const charged = scored.filter((s) => s.score !== 0);
  const quotedShare = charged.filter((s) => s.quoted || s.attributed).length;
  if (charged.length >= 2) {
    lines.push(
      '',
      quotedShare * 2 > charged.length
        ? `Most of the charged sentences (${quotedShare} of ${charged.length}) are quotes or attributed statements, so the tone comes largely from the people the reporter quotes.`
        : `Most of the charged sentences (${charged.length - quotedShare} of ${charged.length}) are in the reporter’s own words rather than in quotes.`,
    );
  }
  if (others.length) lines.push('', ...againstStory(a, scored, others));
  lines.push('', AUTOMATED_NOTE);
  return lines.join('\n');
}

/** Net weight per sentence: positive minus negative AFINN weight, divided by the sentences. */
const netOf = (scored: Scored[]) => {
  const { pos, neg } = toneOf(scored);
  return scored.length ? (pos - neg) / scored.length : 0;
};

/** Where this article's tone sits among the other reports', in a phrase for the summary. */
function placeAmong(scored: Scored[], others: AnalysisInput[]): string {
  const diff = netOf(scored) - median(others.map((o) => netOf(scoreSentences(sentencesOf(o)))));
  const n = others.length === 1 ? 'the other report' : `the other ${others.length} reports`;
  return Math.abs(diff) < 0.5
    ? ` Its tone is in line with ${n} of this story.`
    : ` It reads ${diff < 0 ? 'more negative' : 'more positive'} than ${n} of this story.`;
}

/** This article's tone beside each other source's, and where it sits against their median. */
function againstStory(a: AnalysisInput, scored: Scored[], others: AnalysisInput[]): string[] {
  const mine = netOf(scored);
  const theirs = others.map((o) => {
    const s = scoreSentences(sentencesOf(o));
    return { source: o.source, tone: toneOf(s).tone, net: netOf(s), headline: afinn.analyze(o.title).score };
  });
  const mid = median(theirs.map((t) => t.net));
  const diff = mine - mid;
  const place = Math.abs(diff) < 0.5 ? 'in line with' : diff < 0 ? 'more negative than' : 'more positive than';
  const lines = ['**Against the other sources in the story**', ''];
  lines.push(`- This article reads ${place} most of the story’s other sources.`);
  for (const t of theirs) {
    const head =
      t.headline === 0 ? 'a neutral headline' : t.headline > 0 ? 'a hopeful headline' : 'a critical headline';
    lines.push(`- *${t.source}*: reads ${t.tone.toLowerCase()}, with ${head}.`);
  }
  const headlineMid = median(theirs.map((t) => t.headline));
  const own = afinn.analyze(a.title).score;
  if (Math.abs(own - headlineMid) >= 2) {
    lines.push(`- Its headline is ${own < headlineMid ? 'darker' : 'brighter'} than most of the other headlines.`);
  }
  return lines;
}
