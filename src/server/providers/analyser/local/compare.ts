// What an article's story (the same event told by other sources) shows about it: the facts and
// voices only the others carry, the words only this one uses, and how its headline's tone sits
// among theirs. Everything is found in the stored articles: entities, sentences, numbers, and
// the same word lists and AFINN scores the single-article analysis uses.
import Sentiment from 'sentiment';
import type { Entity } from '#shared/schemas/news.ts';
import type { AnalysisInput } from '../types';
import { HEDGES, LOADED, LOADED_SPEECH, SUBJECTIVE, matchAll } from './lexicon';
import { sentencesOf, type Sentence } from './text';

const afinn = new Sentiment();

/** The other sources' articles, one per source, never this article's own source. */
export function othersOf(a: AnalysisInput): AnalysisInput[] {
  const seen = new Set([a.source.toLowerCase()]);
  const out: AnalysisInput[] = [];
  for (const o of a.others ?? []) {
    const key = o.source.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(o);
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const namePatterns = new Map<string, RegExp>();
/** `name` as whole words, ignoring case. */
function namePattern(name: string): RegExp {
  let re = namePatterns.get(name);
  if (!re) {
    re = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(name)}($|[^\\p{L}\\p{N}])`, 'iu');
    namePatterns.set(name, re);
  }
  return re;
}

/** Whether `text` names the entity: its full name, or a person's surname of five letters or more. */
export function names(text: string, e: Entity): boolean {
  if (namePattern(e.name).test(text)) return true;
  const surname = e.type === 'person' ? e.name.split(/\s+/).at(-1) : undefined;
  return surname !== undefined && surname !== e.name && surname.length >= 5 && namePattern(surname).test(text);
}

/** Title, summary and body as one plain text. */
export const wholeText = (a: AnalysisInput) =>
  `${a.title}\n${a.summary}\n${sentencesOf(a)
    .map((s) => s.text)
    .join('\n')}`;

// A figure with what it counts: "₹450 crore", "12.5%", "28 countries", "5 days".
const UNIT =
  '%|per cent|percent|crore|lakh|million|billion|thousand|km|kg|mw|kw|°c|degrees?|hours?|days?|weeks?|months?|years?|' +
  'runs?|wickets?|goals?|votes?|points?|seats?|constituenc(?:y|ies)|districts?|villages?|homes?|famil(?:y|ies)|people|' +
  'stations?|sites?|hectares?|countr(?:y|ies)|nations?|cases?|beds?|units?|screens?|concerts?|episodes?|languages?|deals?|' +
  'transactions?|officers?|visitors?|members?|mps?';
const NUMBER = new RegExp(`(₹|\\$|rs\\.?\\s?)?(\\d[\\d,]*(?:\\.\\d+)?)(?:[\\s-]?(${UNIT})\\b)?`, 'giu');

/**
 * A figure: `value` is its number with the commas dropped ("1,200" and "1200" agree) and what it
 * counts ("₹", "km", "%"…; '' when bare), so ₹10 and 10 stations are different facts.
 */
export type Figure = { text: string; value: string; unit: string };

/** The figures of a sentence; bare years and one-digit counts are not facts worth listing. */
export function figuresOf(sentence: string): Figure[] {
  const out: Figure[] = [];
  for (const m of sentence.matchAll(NUMBER)) {
    const value = (m[2] as string).replace(/,/g, '').replace(/\.$/, '');
    const unit = (m[1] ? ('₹$'.includes(m[1]) ? m[1] : '₹') : (m[3] ?? '')).toLowerCase().replace(/^per ?cent$/, '%');
    if (!unit && (/^(19|20)\d\d$/.test(value) || value.length < 2)) continue;
    out.push({ text: m[0].trim(), value, unit });
  }
  return out;
}

export const figureKey = (f: Figure) => `${f.value} ${f.unit.replace(/ies$/, 'y').replace(/s$/, '')}`;

export { givesFigure };

/** Whether a text gives the figure: the same number counting the same thing, or the bare number. */
function givesFigure(figures: Figure[], f: Figure): boolean {
  return figures.some((x) => x.value === f.value && (x.unit === '' || f.unit === '' || figureKey(x) === figureKey(f)));
}

export type GapKind = 'person' | 'organisation' | 'place' | 'figure' | 'voice';

/** Something other sources report that this article does not, with where they say it. */
export type Gap = {
  kind: GapKind;
  what: string;
  /** The first source (in the story's order) that says it, and its sentence. */
  source: string;
  sentence: string;
  /** Every other source that says it. */
  sources: string[];
};

/**
 * The people and organisations who speak in an article: named in a quoted or attributed
 * sentence outside its quotation marks (a name inside a quote is spoken about, not speaking).
 */
export function voicesOf(a: AnalysisInput): Map<string, Sentence> {
  const out = new Map<string, Sentence>();
  for (const s of sentencesOf(a)) {
    if (!(s.quoted || s.attributed)) continue;
    const outside = s.text.replace(/[“"][^”"]*[”"]/g, ' ');
    for (const e of a.entities) {
      if ((e.type === 'person' || e.type === 'organisation') && !out.has(e.name) && names(outside, e))
        out.set(e.name, s);
    }
  }
  return out;
}

/** The sentences of a peer to cite, the title last (a fact may be only in a headline). */
const candidates = (o: AnalysisInput): Sentence[] => [
  ...sentencesOf(o),
  { text: o.title, quoted: false, attributed: false, speaker: '' },
];

/**
 * What other sources report that this article leaves out: people, organisations and places it
 * never names, figures it never gives, and voices it never quotes, each with the first other
 * source's sentence that carries it.
 */
export function gapsOf(a: AnalysisInput): Gap[] {
  const own = wholeText(a);
  const ownFigures = figuresOf(own);
  const ownVoices = voicesOf(a);
  const byKey = new Map<string, Gap>();
  const add = (
    kind: GapKind,
    what: string,
    o: AnalysisInput,
    sentence: string,
    key = `${kind}:${what.toLowerCase()}`,
  ) => {
    const hit = byKey.get(key);
    if (hit) {
      if (!hit.sources.includes(o.source)) hit.sources.push(o.source);
    } else byKey.set(key, { kind, what, source: o.source, sentence, sources: [o.source] });
  };
  for (const o of othersOf(a)) {
    // Voices first: a person who speaks only elsewhere is a missing voice, not just a name.
    for (const [name, s] of voicesOf(o)) {
      const e = o.entities.find((x) => x.name === name) as Entity;
      if (!ownVoices.has(name) && ![...ownVoices.keys()].some((n) => names(n, e))) add('voice', name, o, s.text);
    }
    for (const e of o.entities) {
      if (e.type !== 'person' && e.type !== 'organisation' && e.type !== 'place') continue;
      if (names(own, e) || byKey.has(`voice:${e.name.toLowerCase()}`)) continue;
      const s = candidates(o).find((x) => names(x.text, e));
      if (s) add(e.type, e.name, o, s.text);
    }
    for (const s of candidates(o)) {
      for (const f of figuresOf(s.text))
        if (!givesFigure(ownFigures, f)) add('figure', f.text, o, s.text, `figure:${figureKey(f)}`);
    }
  }
  return [...byKey.values()];
}

/** Emotive, opinionated or loaded words a text's author uses (words inside quotation marks are a source's, not the author's). */
export function chargedWords(a: AnalysisInput): { word: string; sentence: string }[] {
  const out: { word: string; sentence: string }[] = [];
  const seen = new Set<string>();
  for (const s of [{ text: a.title, quoted: false } as Sentence, ...sentencesOf(a)]) {
    const own = s.quoted ? s.text.replace(/[“"][^”"]*[”"]/g, ' ') : s.text;
    for (const word of matchAll(own, [...LOADED, ...SUBJECTIVE, ...LOADED_SPEECH, ...HEDGES])) {
      if (seen.has(word)) continue;
      seen.add(word);
      out.push({ word, sentence: s.text });
    }
  }
  return out;
}

/** Loaded or emotive words this article's author uses and no other source in the story does. */
export function wordsOnlyHere(a: AnalysisInput): { word: string; sentence: string }[] {
  const elsewhere = new Set(othersOf(a).flatMap((o) => chargedWords(o).map((c) => c.word)));
  return chargedWords(a).filter((c) => !elsewhere.has(c.word));
}

const CONTENT = /[\p{L}\p{N}]{4,}/gu;
const contentWords = (s: string) => new Set((s.toLowerCase().match(CONTENT) ?? []).filter((w) => !STOP.has(w)));
const STOP = new Set([
  'that',
  'this',
  'with',
  'from',
  'have',
  'will',
  'would',
  'said',
  'says',
  'their',
  'there',
  'about',
  'after',
  'were',
  'been',
  'into',
  'than',
  'they',
]);

/** The other sources' sentence closest in words to `sentence`: how another source put the same thing. */
export function closestElsewhere(a: AnalysisInput, sentence: string): { source: string; sentence: string } | undefined {
  const mine = contentWords(sentence);
  let best: { source: string; sentence: string; score: number } | undefined;
  for (const o of othersOf(a)) {
    for (const s of candidates(o)) {
      const theirs = contentWords(s.text);
      let shared = 0;
      for (const w of mine) if (theirs.has(w)) shared++;
      const score = shared / Math.max(1, Math.min(mine.size, theirs.size));
      if (shared >= 2 && (!best || score > best.score)) best = { source: o.source, sentence: s.text, score };
    }
  }
  return best && { source: best.source, sentence: best.sentence };
}

/** A headline's tone: its AFINN score plus the loaded words in it (each counts as a point against calm). */
export function headlineTone(title: string): { score: number; words: string[] } {
  const r = afinn.analyze(title);
  return {
    score: r.score,
    words: [
      ...r.positive,
      ...r.negative,
      ...matchAll(title, LOADED).filter((w) => ![...r.positive, ...r.negative].includes(w)),
    ],
  };
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** "A", "A and B", "A, B and 2 others". */
export function sourceList(sources: string[], max = 2): string {
  const shown = sources.slice(0, max).map((s) => `*${s}*`);
  const rest = sources.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} other${rest === 1 ? '' : 's'}`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
}

/** "the other source" or "the 3 other sources". */
export const theOthers = (n: number) => (n === 1 ? 'the other source' : `the ${n} other sources`);

/** The line that says what the analysis compared, or that there was nothing to compare with. */
export const storyLine = (a: AnalysisInput): string => storyLineOf(othersOf(a).map((o) => o.source));

/** `storyLine` of the other sources' names. */
export function storyLineOf(others: string[]): string {
  if (!others.length) {
    return '_Only this source has reported this story so far, so the article is read on its own; a comparison follows when other sources report it._';
  }
  return `_Compared with ${others.length} other source${others.length === 1 ? '' : 's'} reporting the same story: ${others.map((o) => `*${o}*`).join(', ')}._`;
}

/** Another source's sentence as a markdown quotation with its source's name. */
export const citeElsewhere = (sentence: string, source: string, words: string[] = []): string =>
  `> ${highlightWords(sentence.length > 300 ? `${sentence.slice(0, 297).replace(/\s+\S*$/, '')}…` : sentence, words)} — *${source}*`;

function highlightWords(sentence: string, words: string[]): string {
  if (!words.length) return sentence;
  const alternatives = [...new Set(words)]
    .sort((x, y) => y.length - x.length)
    .map(escape)
    .join('|');
  return sentence.replace(new RegExp(`(^|[^\\p{L}\\p{N}*])(${alternatives})(?=$|[^\\p{L}\\p{N}*])`, 'giu'), '$1**$2**');
}
export { highlightWords };
