import type { AnalysisInput } from '../types';
import { HEDGES, LOADED, LOADED_SPEECH, SUBJECTIVE, UNNAMED_SOURCES, matchAll } from './lexicon';
import { AUTOMATED_NOTE, cite, plural, sentencesOf, type Sentence } from './text';
import {
  citeElsewhere,
  closestElsewhere,
  headlineTone,
  median,
  othersOf,
  sourceList,
  storyLine,
  theOthers,
  voicesOf,
  wordsOnlyHere,
} from './compare';

type Signal = { kind: string; sentence: string; words: string[]; why: string };

export type BiasReport = { signals: Signal[]; sources: string[]; quotes: number };

/** Word lists that each mark a sentence, in the order the report lists them. */
const WORDING = [
  { words: LOADED, kind: 'Loaded wording', why: 'emotive words take a side instead of describing what happened' },
  {
    words: SUBJECTIVE,
    kind: 'Opinion in the reporter’s voice',
    why: 'a judgement is presented as obvious or required',
  },
  {
    words: LOADED_SPEECH,
    kind: 'Loaded attribution',
    why: '“claimed”, “admitted” or “insisted” hint at doubt or guilt where “said” would not',
  },
];

/** Loaded and subjective wording, loaded attribution, hedging, and who is quoted. */
export function biasSignals(a: AnalysisInput): BiasReport {
  const sentences = sentencesOf(a);
  const signals: Signal[] = [];
  const speakers = a.entities.filter((e) => e.type === 'person' || e.type === 'organisation');
  for (const s of [{ text: a.title, quoted: false, attributed: false, speaker: '' } as Sentence, ...sentences]) {
    // A source's own words may be charged; the reporter's choice of words is what we judge.
    const own = s.quoted ? s.text.replace(/[“"][^”"]*[”"]/g, ' ') : s.text;
    for (const w of WORDING) {
      const words = matchAll(own, w.words);
      if (words.length) signals.push({ kind: w.kind, sentence: s.text, words, why: w.why });
    }
    const hedges = matchAll(own, HEDGES);
    if (hedges.length) {
      const unnamed = matchAll(own, UNNAMED_SOURCES).length > 0 && !speakers.some((e) => s.text.includes(e.name));
      signals.push({
        kind: unnamed ? 'Unnamed sources' : 'Hedging',
        sentence: s.text,
        words: hedges,
        why: unnamed
          ? 'the claim is put to people the reader cannot identify or check'
          : 'the claim is softened, so it is unclear how sure anyone is',
      });
    }
  }
  // Sourcing: the named people and organisations that appear in quoted or attributed sentences.
  const voiced = sentences.filter((s) => s.quoted || s.attributed);
  const sources = speakers
    .filter((e) => voiced.some((s) => s.text.includes(e.name) || s.text.includes(e.name.split(' ')[0] ?? e.name)))
    .map((e) => e.name);
  return { signals, sources: [...new Set(sources)], quotes: sentences.filter((s) => s.quoted).length };
}

/** Framing against the story's other sources: words and voices only here, headline tone against theirs. */
function comparative(a: AnalysisInput): { points: number; lines: string[] } {
  const others = othersOf(a);
  const lines: string[] = [];
  let points = 0;

  const only = wordsOnlyHere(a);
  if (only.length) {
    lines.push('', '**Words only this source uses**', '');
    for (const w of only.slice(0, 6)) {
      lines.push(
        `- *${w.word}*: ${others.length === 1 ? 'the other source does not use it' : `none of ${theOthers(others.length)} uses it`}.`,
        `  ${cite(w.sentence, [w.word])}`,
      );
      const there = closestElsewhere(a, w.sentence);
      if (there)
        lines.push(`  How ${sourceList([there.source])} puts it:`, `  ${citeElsewhere(there.sentence, there.source)}`);
    }
    points += only.length;
  }

  const mine = voicesOf(a);
  const theirs = others.map((o) => ({ source: o.source, voices: voicesOf(o) }));
  const heardElsewhere = (name: string) => theirs.some((t) => [...t.voices.keys()].some((n) => n === name));
  const onlyHere = [...mine].filter(([name]) => !heardElsewhere(name));
  if (onlyHere.length) {
    lines.push('', '**Voices quoted only here**', '');
    for (const [name, s] of onlyHere.slice(0, 4))
      lines.push(
        `- **${name}** is quoted here ${others.length === 1 ? 'and not by the other source' : `and by none of ${theOthers(others.length)}`}.`,
        `  ${cite(s.text, [name])}`,
      );
    points += onlyHere.length;
  }
  const leftOut = [...new Set(theirs.flatMap((t) => [...t.voices.keys()]))].filter((n) => !mine.has(n));
  if (leftOut.length) {
    const first = theirs.find((t) => t.voices.has(leftOut[0] as string));
    lines.push('', '**Voices others quote and this article leaves out**', '');
    lines.push(
      `- ${leftOut
        .slice(0, 5)
        .map((n) => `**${n}**`)
        .join(', ')}: heard elsewhere in the story, not here (see Missing angles).`,
    );
    if (first)
      lines.push(
        `  ${citeElsewhere((first.voices.get(leftOut[0] as string) as Sentence).text, first.source, [leftOut[0] as string])}`,
      );
    points += 1;
  }

  const tone = headlineTone(a.title);
  const tones = others.map((o) => ({ source: o.source, title: o.title, ...headlineTone(o.title) }));
  const mid = median(tones.map((t) => t.score));
  const diff = tone.score - mid;
  lines.push('', '**Headline tone against the story**', '');
  const words = tone.words.length ? ` (${tone.words.map((w) => `*${w}*`).join(', ')})` : '';
  if (Math.abs(diff) >= 2 || (tone.words.length > 0 && tones.every((t) => t.words.length === 0))) {
    lines.push(
      `- This headline${words} is ${diff < 0 ? 'more negative' : diff > 0 ? 'more positive' : 'more charged'} than most of the other headlines in the story.`,
    );
    points += 1;
  } else {
    lines.push(`- This headline${words} is close in tone to most of the other headlines in the story.`);
  }
  lines.push(`  ${cite(a.title, tone.words)}`);
  const typical = [...tones].sort((x, y) => Math.abs(x.score - mid) - Math.abs(y.score - mid))[0];
  if (typical)
    lines.push(
      '  A headline typical of the story:',
      `  ${citeElsewhere(typical.title, typical.source, typical.words)}`,
    );
  return { points, lines };
}

export function analyseBias(a: AnalysisInput): string {
  const sentences = sentencesOf(a);
  if (!sentences.length) return '';
  const { signals, sources, quotes } = biasSignals(a);
  const others = othersOf(a);
  const story = others.length ? comparative(a) : undefined;
  const wordingSignals = signals.length;
  const oneSided = sources.length <= 1;
  const score = wordingSignals + (oneSided ? 2 : 0);
  const verdict = story
    ? story.points === 0
      ? `Framed much like ${theOthers(others.length)} reporting this story`
      : story.points <= 2
        ? `Some framing of its own against ${theOthers(others.length)} reporting this story`
        : `Framed differently from ${theOthers(others.length)} reporting this story`
    : score === 0
      ? 'Few signs of bias'
      : score <= 3
        ? 'Some signs of bias worth keeping in mind'
        : 'Several signs of bias: read it alongside other coverage';
  const lines = [`**Bias check: ${verdict}.**`, '', storyLine(a)];
  if (story) lines.push(...story.lines, '', '**Within the article**');

  lines.push('', '**Sourcing**', '');
  if (!sources.length) {
    lines.push(
      `- No named person or organisation is quoted or cited (${plural(quotes, 'direct quote')}), so the reader has to take the claims on the reporter’s word.`,
    );
  } else if (oneSided) {
    lines.push(
      `- One-sided sourcing: every quote or attributed statement comes from **${sources[0]}**; no one with a different interest is heard.`,
    );
  } else {
    lines.push(
      `- ${plural(sources.length, 'named source')} ${sources.length === 1 ? 'is' : 'are'} quoted or cited: ${sources.map((s) => `**${s}**`).join(', ')}.`,
    );
  }
  const firstVoiced = sentences.find((s) => s.quoted || s.attributed);
  if (firstVoiced) lines.push(`  ${cite(firstVoiced.text)}`);

  lines.push('', '**Wording**', '');
  if (!signals.length) {
    lines.push(
      '- No loaded or opinionated wording, loaded attribution or hedging was found in the reporter’s own sentences.',
    );
  } else {
    for (const s of signals.slice(0, 8)) {
      lines.push(`- ${s.kind} (${s.words.map((w) => `*${w}*`).join(', ')}): ${s.why}.`);
      lines.push(`  ${cite(s.sentence, s.words)}`);
    }
    if (signals.length > 8) lines.push(`- …and ${plural(signals.length - 8, 'more signal')}.`);
  }
  lines.push('', AUTOMATED_NOTE);
  return lines.join('\n');
}
