import type { AnalysisInput } from '../types';
import { GLOSSARY } from './glossary';
import { matchAll } from './lexicon';
import { AUTOMATED_NOTE, cite, sentencesOf, type Sentence } from './text';

const MAX_WORDS = 18;

/** A long sentence cut at a natural break ("and", a comma, "which") into short ones. */
export function shorten(s: string): string[] {
  const words = s.split(/\s+/);
  if (words.length <= MAX_WORDS) return [s];
  const parts = s
    .split(/(?:,\s+(?:and|but|which|while|who)\s+|;\s+|\s+—\s+|,\s+)/)
    .map((p) => p.trim().replace(/[.,;]+$/, ''))
    .filter((p) => p.split(/\s+/).length >= 3);
  if (parts.length < 2) return [s];
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

export function analyseExplain(a: AnalysisInput): string {
  const sentences = sentencesOf(a);
  if (!sentences.length) return '';
  const key = keySentences(sentences, a);
  const lines = [`**The story in one line:** ${a.title.replace(/[.!?]*$/, '.')}`, '', '**What you need to know**', ''];
  key.forEach((s, i) => {
    const short = shorten(s.text);
    // A sentence already short enough is the point itself, quoted from the article.
    if (short.length === 1) lines.push(`${i + 1}. “${s.text}”`);
    else lines.push(`${i + 1}. ${short.join(' ')}`, `   ${cite(s.text)}`);
  });
  const text = `${a.title} ${sentences.map((s) => s.text).join(' ')}`;
  const terms = matchAll(text, Object.keys(GLOSSARY)).slice(0, 8);
  if (terms.length) {
    lines.push('', '**Words to know**', '');
    for (const t of terms) lines.push(`- **${t}**: ${GLOSSARY[t]}.`);
  }
  const people = a.entities.filter((e) => e.type === 'person').map((e) => e.name);
  const orgs = a.entities.filter((e) => e.type === 'organisation' && !terms.includes(e.name.toLowerCase())).map((e) => e.name);
  if (people.length || orgs.length) {
    lines.push('', '**Who is who**', '');
    if (people.length) lines.push(`- People named: ${people.join(', ')}.`);
    if (orgs.length) lines.push(`- Organisations named: ${orgs.join(', ')}.`);
  }
  lines.push('', AUTOMATED_NOTE);
  return lines.join('\n');
}
