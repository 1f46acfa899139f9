import type { AnalysisInput } from '../types';
import { GLOSSARY } from './glossary';
import { matchAll } from './lexicon';
import {
  citeElsewhere,
  figureKey,
  figuresOf,
  gapsOf,
  givesFigure,
  names,
  othersOf,
  sourceList,
  storyLine,
  wholeText,
} from './compare';
import { AUTOMATED_NOTE, cite, sentencesOf, type Sentence } from './text';

const MAX_WORDS = 18;

// "Kavita Desai, managing director of the corporation, said …": who someone is, then what they said.
const APPOSITIVE =
  /^(\p{Lu}[\p{L}.’'-]+(?: \p{Lu}[\p{L}.’'-]+)+), ([^,“”"]{3,80}), (said|says|told|added|warned|announced)\b\s*(.*)$/u;

/** A long sentence cut at a natural break ("and", a comma, "which") into short ones. */
export function shorten(s: string): string[] {
  const words = s.split(/\s+/);
  if (words.length <= MAX_WORDS) return [s];
  const who = APPOSITIVE.exec(s);
  if (who) {
    const [, name, role, verb, rest] = who as unknown as [string, string, string, string, string];
    return [`${name} is ${role}.`, ...shorten(`${name} ${verb} ${rest}`)];
  }
  const parts: string[] = [];
  for (const raw of s.split(/(?:,\s+(?:and|but|which|while|who)\s+|;\s+|\s+—\s+|,\s+)/)) {
    const p = raw.trim().replace(/[.,;]+$/, '');
    // A fragment too short to stand alone stays with the one before it.
    if (parts.length && p.split(/\s+/).length < 3) parts[parts.length - 1] += `, ${p}`;
    else parts.push(p);
  }
  if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length < 3)) return [s];
  return parts.map((p) => `${p[0]?.toUpperCase() ?? ''}${p.slice(1)}.`);
}

/** The sentences that carry the story: early ones, with names and numbers, not quotes. */
function keySentences(sentences: Sentence[], a: AnalysisInput): Sentence[] {
  const names = a.entities.map((e) => e.name);
  const scored = sentences.map((s, i) => ({
    s,
    i,
    score:
      3 / (i + 1) +
      names.filter((n) => s.text.includes(n)).length +
      (/\d/.test(s.text) ? 1 : 0) -
      (s.quoted ? 1 : 0) -
      (/demo content|read the|click|subscribe/i.test(s.text) ? 5 : 0),
  }));
  return scored
    .sort((x, y) => y.score - x.score)
    .slice(0, 4)
    .sort((x, y) => x.i - y.i)
    .map((x) => x.s);
}

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The story in a line: the article's opening sentence (not its headline), cut short. */
function oneLine(sentences: Sentence[], a: AnalysisInput): Sentence | undefined {
  const title = squash(a.title);
  return sentences.find((s) => squash(s.text) !== title && !s.quoted && !/demo content/i.test(s.text));
}

/** What the other sources add, and what every source agrees on. */
function acrossSources(a: AnalysisInput): string[] {
  const others = othersOf(a);
  const lines: string[] = [];
  const seen = new Set<string>();
  const adds = gapsOf(a)
    .filter((g) => g.kind !== 'voice')
    .filter((g) => (seen.has(g.sentence) ? false : (seen.add(g.sentence), true)))
    .slice(0, 3);
  if (adds.length) {
    lines.push('', '**What other sources add**', '');
    for (const g of adds) {
      const short = shorten(g.sentence);
      lines.push(`- ${sourceList([g.source])}: ${short.join(' ')}`);
      if (short.length > 1) lines.push(`  ${citeElsewhere(g.sentence, g.source)}`);
    }
  }
  const texts = others.map(wholeText);
  const agreed = a.entities.filter((e) => texts.every((t) => names(t, e))).map((e) => e.name);
  const own = figuresOf(wholeText(a));
  const theirs = texts.map(figuresOf);
  const shared = own.filter((f) => theirs.every((t) => givesFigure(t, f)));
  // A bare number is listed only when no figure with a unit says the same.
  const figures = [
    ...new Map(
      shared
        .filter((f) => f.unit || !shared.some((x) => x.unit && x.value === f.value))
        .map((f) => [figureKey(f), f.text]),
    ).values(),
  ];
  if (agreed.length || figures.length) {
    lines.push('', '**What every source agrees on**', '');
    const all = others.length === 1 ? 'Both sources' : `All ${others.length + 1} sources`;
    if (agreed.length)
      lines.push(
        `- ${all} name ${agreed
          .slice(0, 5)
          .map((n) => `**${n}**`)
          .join(', ')}.`,
      );
    if (figures.length)
      lines.push(
        `- ${all} give the figure${figures.length === 1 ? '' : 's'} ${figures
          .slice(0, 4)
          .map((f) => `**${f}**`)
          .join(', ')}.`,
      );
  }
  return lines;
}

export function analyseExplain(a: AnalysisInput): string {
  const sentences = sentencesOf(a);
  if (!sentences.length) return '';
  const lead = oneLine(sentences, a);
  const key = keySentences(
    sentences.filter((s) => s !== lead),
    a,
  );
  const lines = [
    `**The story in one line:** ${lead ? (shorten(lead.text)[0] as string) : a.title.replace(/[.!?]*$/, '.')}`,
    '',
    storyLine(a),
    '',
    '**What you need to know**',
    '',
  ];
  key.forEach((s, i) => {
    const short = shorten(s.text);
    // A sentence already short enough is the point itself, quoted from the article.
    if (short.length === 1) lines.push(`${i + 1}. “${s.text}”`);
    else lines.push(`${i + 1}. ${short.join(' ')}`, `   ${cite(s.text)}`);
  });
  if (othersOf(a).length) lines.push(...acrossSources(a));
  const text = `${a.title} ${sentences.map((s) => s.text).join(' ')}`;
  const terms = matchAll(text, Object.keys(GLOSSARY)).slice(0, 8);
  if (terms.length) {
    lines.push('', '**Words to know**', '');
    for (const t of terms) lines.push(`- **${t}**: ${GLOSSARY[t]}.`);
  }
  const people = a.entities.filter((e) => e.type === 'person').map((e) => e.name);
  const orgs = a.entities
    .filter((e) => e.type === 'organisation' && !terms.includes(e.name.toLowerCase()))
    .map((e) => e.name);
  if (people.length || orgs.length) {
    lines.push('', '**Who is who**', '');
    if (people.length) lines.push(`- People named: ${people.join(', ')}.`);
    if (orgs.length) lines.push(`- Organisations named: ${orgs.join(', ')}.`);
  }
  lines.push('', AUTOMATED_NOTE);
  return lines.join('\n');
}
