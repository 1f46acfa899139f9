import type { AnalysisInput } from '../types';
import { HEDGES, LOADED, LOADED_SPEECH, SUBJECTIVE, UNNAMED_SOURCES, matchAll } from './lexicon';
import { AUTOMATED_NOTE, cite, plural, sentencesOf, type Sentence } from './text';

type Signal = { kind: string; sentence: string; words: string[]; why: string };

export type BiasReport = { signals: Signal[]; sources: string[]; quotes: number };

/** Loaded and subjective wording, loaded attribution, hedging, and who is quoted. */
export function biasSignals(a: AnalysisInput): BiasReport {
  const sentences = sentencesOf(a);
  const signals: Signal[] = [];
  const speakers = a.entities.filter((e) => e.type === 'person' || e.type === 'organisation');
  for (const s of [{ text: a.title, quoted: false, attributed: false, speaker: '' } as Sentence, ...sentences]) {
    // A source's own words may be charged; the reporter's choice of words is what we judge.
    const own = s.quoted ? s.text.replace(/[“"][^”"]*[”"]/g, ' ') : s.text;
    const loaded = matchAll(own, LOADED);
    if (loaded.length) signals.push({ kind: 'Loaded wording', sentence: s.text, words: loaded, why: 'emotive words take a side instead of describing what happened' });
    const subjective = matchAll(own, SUBJECTIVE);
    if (subjective.length) signals.push({ kind: 'Opinion in the reporter’s voice', sentence: s.text, words: subjective, why: 'a judgement is presented as obvious or required' });
    const speech = matchAll(own, LOADED_SPEECH);
    if (speech.length) signals.push({ kind: 'Loaded attribution', sentence: s.text, words: speech, why: '“claimed”, “admitted” or “insisted” hint at doubt or guilt where “said” would not' });
    const hedges = matchAll(own, HEDGES);
    if (hedges.length) {
      const unnamed = matchAll(own, UNNAMED_SOURCES).length > 0 && !speakers.some((e) => s.text.includes(e.name));
      signals.push({
        kind: unnamed ? 'Unnamed sources' : 'Hedging',
        sentence: s.text,
        words: hedges,
        why: unnamed ? 'the claim is put to people the reader cannot identify or check' : 'the claim is softened, so it is unclear how sure anyone is',
      });
    }
  }
  // Sourcing: the named people and organisations that appear in quoted or attributed sentences.
  const voiced = sentences.filter((s) => s.quoted || s.attributed);
  const sources = speakers.filter((e) => voiced.some((s) => s.text.includes(e.name) || s.text.includes(e.name.split(' ')[0] ?? e.name))).map((e) => e.name);
  return { signals, sources: [...new Set(sources)], quotes: sentences.filter((s) => s.quoted).length };
}

export function analyseBias(a: AnalysisInput): string {
  const sentences = sentencesOf(a);
  if (!sentences.length) return '';
  const { signals, sources, quotes } = biasSignals(a);
  const wordingSignals = signals.length;
  const oneSided = sources.length <= 1;
  const score = wordingSignals + (oneSided ? 2 : 0);
  const verdict =
    score === 0 ? 'Few signs of bias' : score <= 3 ? 'Some signs of bias worth keeping in mind' : 'Several signs of bias: read it alongside other coverage';
  const lines = [`**Bias check: ${verdict}.**`, ''];

  lines.push('**Sourcing**', '');
  if (!sources.length) {
    lines.push(`- No named person or organisation is quoted or cited (${plural(quotes, 'direct quote')}), so the reader has to take the claims on the reporter’s word.`);
  } else if (oneSided) {
    lines.push(`- One-sided sourcing: every quote or attributed statement comes from **${sources[0]}**; no one with a different interest is heard.`);
  } else {
    lines.push(`- ${plural(sources.length, 'named source')} ${sources.length === 1 ? 'is' : 'are'} quoted or cited: ${sources.map((s) => `**${s}**`).join(', ')}.`);
  }
  const firstVoiced = sentences.find((s) => s.quoted || s.attributed);
  if (firstVoiced) lines.push(`  ${cite(firstVoiced.text)}`);

  lines.push('', '**Wording**', '');
  if (!signals.length) {
    lines.push('- No loaded or opinionated wording, loaded attribution or hedging was found in the reporter’s own sentences.');
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
