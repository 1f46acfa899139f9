import { shortSummary } from '#shared/ai-answer.ts';
import type { AiKind } from '#shared/constants.ts';
import type { AnalysisInput } from '../types';
import { answerText, namesList, tongueName, type AnswerText, type ArticleTongue } from './answer-text';
import { citeElsewhere, names, othersOf } from './compare';
import { cite } from './text';

// The built-in analysis of an article in a language other than English. Its word lists (tone,
// loaded wording, hedging, attribution verbs), sentence splitter and glossary are English, so
// none of them is run here: the answer gives what needs no English (the figures, the quoted
// voices, the names, what the story's other sources report) and says plainly what it cannot.
// The answer's own words are in the reader's interface language (answer-text.ts); the article's
// sentences are quoted as they are.

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

/** What can be measured without English, as evidence lines. */
function measured(a: AnalysisInput, quotes: string[], lang: string, t: AnswerText): string[] {
  const lines = [t.canMeasure, ''];
  const figs = [...new Set(sentencesOfInput(a).flatMap(figures))];
  lines.push(`- ${quotes.length ? t.quotes(quotes.length) : t.noQuotes}`);
  lines.push(`- ${figs.length ? t.figures(figs.slice(0, 8).join(', ')) : t.noFigures}`);
  const others = othersOf(a).map((o) => o.source);
  lines.push(`- ${others.length ? t.othersReporting(others.length, namesList(others, lang, t)) : t.onlyThis}`);
  return lines;
}

/**
 * The answer of one kind for an article in another language (`tongue`), in the reader's
 * interface language (`a.readerLanguage`; English when it is not one the answers are written in).
 */
export function analyseOtherLanguage(kind: AiKind, a: AnalysisInput, tongue: ArticleTongue): string {
  const all = sentencesOfInput(a);
  if (!all.length) return '';
  const { lang, t } = answerText(a.readerLanguage);
  const quotes = all.filter((s) => QUOTED.test(s));
  const others = othersOf(a);
  const found = gaps(a);
  const missingCount = found.figures.length + found.names.length;
  const inTongue = t.inTongue(tongueName(tongue, lang), tongue.kind);
  const summaries: Record<AiKind, string> = {
    sentiment: t.tone(inTongue),
    bias: t.bias(inTongue, quotes.length, others.length),
    missing: others.length
      ? missingCount
        ? t.missingSome(others.length, missingCount)
        : t.missingNone(others.length)
      : t.missingAlone(inTongue),
    explain: `${t.oneLine} ${shortSummary(all[0] as string, 50)}`,
  };
  const lines = [shortSummary(summaries[kind]), '', t.storyLine(others.map((o) => o.source)), ''];
  if (kind === 'explain') {
    lines.push(t.keySentences, '');
    all.slice(1, 5).forEach((s, i) => lines.push(`${i + 1}. “${s}”`));
    lines.push('');
  }
  if (kind === 'bias' && quotes.length) {
    lines.push(t.quoted, '');
    for (const q of quotes.slice(0, 3)) lines.push(cite(q), '');
  }
  if ((kind === 'missing' || kind === 'explain') && missingCount) {
    lines.push(kind === 'missing' ? t.othersGive : t.othersAdd, '');
    for (const g of [...found.figures.slice(0, 4), ...found.names.slice(0, 4)])
      lines.push(
        `- **${g.what}**, ${t.inSource(namesList([g.source], lang, t))}`,
        `  ${citeElsewhere(g.sentence, g.source, [g.what])}`,
      );
    lines.push('');
  }
  lines.push(...measured(a, quotes, lang, t), '', t.cannotTell, '', `- ${t.cannot[kind]}`, '', t.automated);
  return lines.join('\n');
}
