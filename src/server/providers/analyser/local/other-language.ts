import { shortSummary } from '#shared/ai-answer.ts';
import type { AiKind } from '#shared/constants.ts';
import type { AnalysisInput } from '../types';
import { citeElsewhere, names, othersOf, sourceList, storyLine, theOthers } from './compare';
import { AUTOMATED_NOTE, cite, plural } from './text';

// The built-in analysis of an article in a language other than English. Its word lists (tone,
// loaded wording, hedging, attribution verbs), sentence splitter and glossary are English, so
// none of them is run here: the answer gives what needs no English (the figures, the quoted
// voices, the names, what the story's other sources report) and says plainly what it cannot.
// The answer's own words are the interface's language, English; the article's sentences are quoted as they are.

/** The zero of each script's digits whose digits are consecutive code points. */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];

/** Indian and Arabic-Indic digits as ASCII digits, so ४५ and 45 are the same figure. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (d) => {
    const cp = d.codePointAt(0) as number;
    const zero = ZEROS.find((z) => cp >= z && cp <= z + 9);
    return zero === undefined ? d : String(cp - zero);
  });
}

/** Plain sentences of a Markdown text, split at the danda and at ., ! and ? before a space. */
function sentences(markdown: string): string[] {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\$\$[\s\S]*?\$\$/g, '')
    .split(/\n+/)
    .map((l) =>
      l
        .replace(/^\s*(#{1,6}|[-*+>]|\d+[.)])\s+/, '')
        .replace(/[*_]{1,3}([^*_]+)[*_]{1,3}/g, '$1')
        .trim(),
    )
    .flatMap((l) => l.split(/(?<=[।॥.!?])\s+/u))
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 3);
}

const sentencesOfInput = (a: AnalysisInput) => sentences(a.text?.trim() ? a.text : a.summary);
const QUOTED = /[“"‘«][^”"’»]{8,}[”"’»]/u;

/** The figures of a sentence (two digits or more, not a bare year), as ASCII numbers. */
function figures(sentence: string): string[] {
  return [...asciiDigits(sentence).matchAll(/\d[\d,]*(?:\.\d+)?/g)]
    .map((m) => m[0].replace(/,/g, '').replace(/\.$/, ''))
    .filter((v) => v.length >= 2 && !/^(19|20)\d\d$/.test(v));
}

type Found = { what: string; source: string; sentence: string };

/** Figures and names other sources give that this article does not, each with where it is said. */
function gaps(a: AnalysisInput): { figures: Found[]; names: Found[] } {
  const mine = sentencesOfInput(a);
  const text = `${a.title}\n${a.summary}\n${mine.join('\n')}`;
  const own = new Set(mine.flatMap(figures).concat(figures(a.title), figures(a.summary)));
  const out = { figures: [] as Found[], names: [] as Found[] };
  const seen = new Set<string>();
  for (const o of othersOf(a)) {
    const theirs = sentencesOfInput(o);
    for (const s of theirs)
      for (const f of figures(s))
        if (!own.has(f) && !seen.has(`#${f}`)) {
          seen.add(`#${f}`);
          out.figures.push({ what: f, source: o.source, sentence: s });
        }
    for (const e of o.entities) {
      if (seen.has(e.name) || names(text, e)) continue;
      const s = theirs.find((x) => names(x, e));
      if (!s) continue;
      seen.add(e.name);
      out.names.push({ what: e.name, source: o.source, sentence: s });
    }
  }
  return out;
}

const CANNOT: Record<AiKind, string> = {
  sentiment: 'Tone: the built-in analyser recognises hopeful, critical and emotive words only in English.',
  bias: 'Loaded or emotive wording, opinion in the reporter’s voice, hedging and words such as “claimed”: it recognises these only in English.',
  missing:
    'Which perspectives a story of this kind usually covers: the cue words it looks for are English. Names it compares only as the feeds and the reports give them.',
  explain:
    'Simpler wording and the meaning of terms: it cannot rephrase this language, so the points below are the article’s own sentences.',
};

/** What can be measured without English, as evidence lines. */
function measured(a: AnalysisInput, quotes: string[]): string[] {
  const lines = ['**What it can measure**', ''];
  const figs = [...new Set(sentencesOfInput(a).flatMap(figures))];
  lines.push(
    quotes.length
      ? `- ${plural(quotes.length, 'sentence')} quote${quotes.length === 1 ? 's' : ''} someone directly.`
      : '- No sentence quotes anyone directly.',
  );
  lines.push(figs.length ? `- Figures it gives: ${figs.slice(0, 8).join(', ')}.` : '- It gives no figures.');
  const others = othersOf(a);
  lines.push(
    others.length
      ? `- ${theOthers(others.length).replace(/^the/, 'The')} reporting this story: ${sourceList(
          others.map((o) => o.source),
          6,
        )}.`
      : '- Only this source has reported this story so far.',
  );
  return lines;
}

/** The answer of one kind for an article in `language` (as an answer names it: "Hindi"). */
export function analyseOtherLanguage(kind: AiKind, a: AnalysisInput, language: string): string {
  const all = sentencesOfInput(a);
  if (!all.length) return '';
  const quotes = all.filter((s) => QUOTED.test(s));
  const others = othersOf(a);
  const found = gaps(a);
  const missingCount = found.figures.length + found.names.length;
  const notEnglish = `this article is in ${language}`;
  const summaries: Record<AiKind, string> = {
    sentiment: `**Tone: not measured.** Khabar’s built-in analyser reads tone only in English, and ${notEnglish}, so it does not guess. It can count voices and figures; see the evidence.`,
    bias: `**Bias check: wording not judged.** The built-in analyser recognises loaded wording only in English, and ${notEnglish}. It quotes ${plural(quotes.length, 'voice')} directly${others.length ? `, and ${theOthers(others.length)} report the same story` : ''}.`,
    missing: others.length
      ? missingCount
        ? `**Missing angles:** ${theOthers(others.length)} reporting this story give ${plural(missingCount, 'figure or name', 'figures and names')} this article does not.`
        : `**Missing angles:** this article gives every figure and name ${theOthers(others.length)} reporting this story give.`
      : `**Missing angles:** only this source has reported this story so far, and ${notEnglish}, which the built-in analyser cannot read for perspectives.`,
    explain: `**The story in one line:** ${shortSummary(all[0] as string, 50)}`,
  };
  const lines = [shortSummary(summaries[kind]), '', storyLine(a), ''];
  if (kind === 'explain') {
    lines.push('**Key sentences**', '');
    all.slice(1, 5).forEach((s, i) => lines.push(`${i + 1}. “${s}”`));
    lines.push('');
  }
  if (kind === 'bias' && quotes.length) {
    lines.push('**Quoted in the article**', '');
    for (const q of quotes.slice(0, 3)) lines.push(cite(q), '');
  }
  if ((kind === 'missing' || kind === 'explain') && missingCount) {
    lines.push(kind === 'missing' ? '**What other sources give**' : '**What other sources add**', '');
    for (const g of [...found.figures.slice(0, 4), ...found.names.slice(0, 4)])
      lines.push(
        `- **${g.what}**, in ${sourceList([g.source])}:`,
        `  ${citeElsewhere(g.sentence, g.source, [g.what])}`,
      );
    lines.push('');
  }
  lines.push(...measured(a, quotes), '', '**What it cannot tell**', '', `- ${CANNOT[kind]}`, '', AUTOMATED_NOTE);
  return lines.join('\n');
}
