import type { AnalysisInput } from '../types';
import { CATEGORY_ANGLES, DEFAULT_ANGLES, type Angle } from './angles';
import { citeElsewhere, gapsOf, othersOf, sourceList, storyLine, theOthers, type Gap, type GapKind } from './compare';
import { matchAll } from './lexicon';
import { AUTOMATED_NOTE, cite, plural, sentencesOf } from './text';
import { biasSignals } from './bias';

const mentions = (text: string, a: Angle) => matchAll(text, a.cues).length > 0;

/** Each kind of gap under its heading, at most `max` of them; `line` names the gap's {what} and {sources}. */
const GROUPS: { kind: GapKind; heading: string; max: number; line: string }[] = [
  { kind: 'voice', heading: 'Voices heard elsewhere', max: 5, line: '**{what}** speaks in {sources}, not here:' },
  { kind: 'person', heading: 'People', max: 5, line: '**{what}** is named by {sources}, not here:' },
  { kind: 'organisation', heading: 'Organisations', max: 5, line: '**{what}** appears in {sources}, not here:' },
  { kind: 'place', heading: 'Places', max: 4, line: '**{what}** is named by {sources}, not here:' },
  { kind: 'figure', heading: 'Figures', max: 6, line: '**{what}**, given by {sources}, is not in this article:' },
];
const gapLine = (line: string, g: Gap) =>
  line.replace('{what}', () => g.what).replace('{sources}', () => sourceList(g.sources));

/** The facts and voices the story's other sources carry and this article does not. */
function comparative(a: AnalysisInput): string[] {
  const others = othersOf(a);
  const gaps = gapsOf(a);
  const lines = [
    gaps.length
      ? `**Missing angles:** ${theOthers(others.length)} reporting this story ${others.length === 1 ? 'carries' : 'carry'} ${plural(gaps.length, 'fact or voice', 'facts and voices')} this article leaves out.`
      : `**Missing angles:** this article carries every person, place, figure and voice ${theOthers(others.length)} reporting this story ${others.length === 1 ? 'does' : 'do'}.`,
    '',
    storyLine(a),
  ];
  for (const g of GROUPS) {
    const found = gaps.filter((x) => x.kind === g.kind);
    if (!found.length) continue;
    lines.push('', `**${g.heading}**`, '');
    for (const x of found.slice(0, g.max))
      lines.push(`- ${gapLine(g.line, x)}`, `  ${citeElsewhere(x.sentence, x.source, [x.what])}`);
    if (found.length > g.max) lines.push(`- …and ${found.length - g.max} more.`);
  }
  return lines;
}

/** The perspectives a story of this category usually covers, judged from this article alone. */
function perspectives(a: AnalysisInput, compared: boolean): string[] {
  const sentences = sentencesOf(a);
  const all = `${a.title}. ${sentences.map((s) => s.text).join(' ')}`;
  const voiced = sentences.filter((s) => s.speaker);
  // A group of people counts only when one of them speaks; a perspective when it is mentioned.
  const present = (g: Angle) => (g.heard ? voiced.some((s) => mentions(s.speaker, g)) : mentions(all, g));
  const angles = CATEGORY_ANGLES[a.category] ?? DEFAULT_ANGLES;
  const story = `${/^[AEIOU]/.test(a.category) ? 'an' : 'a'} ${a.category} story`;
  const covered = angles.filter(present);
  const missing = angles.filter((g) => !present(g));
  const { sources } = biasSignals(a);
  const places = a.entities.filter((e) => e.type === 'place').map((e) => e.name);

  const summary = missing.length
    ? `${missing.length} of the ${angles.length} perspectives ${story} usually covers do not appear here.`
    : `this article touches every perspective ${story} usually covers; check below how deeply.`;
  const lines = compared
    ? ['', `**Perspectives ${story} usually covers:** ${summary}`, '']
    : [`**Missing angles:** ${summary}`, '', storyLine(a), ''];
  if (missing.length) {
    lines.push('**Not covered**', '');
    for (const g of missing) {
      const where =
        places.length && /people|resident|communit|ground|affected/i.test(g.who) ? ` in ${places.join(', ')}` : '';
      const named = g.heard ? sentences.find((x) => mentions(x.text, g)) : undefined;
      lines.push(`- **${g.who}${where}**: ${g.why}.${named ? ' They are mentioned, but none of them is quoted:' : ''}`);
      if (named) lines.push(`  ${cite(named.text, matchAll(named.text, g.cues))}`);
    }
  }
  if (covered.length) {
    lines.push('', '**Covered**', '');
    for (const g of covered) {
      const s = g.heard ? voiced.find((x) => mentions(x.speaker, g)) : sentences.find((x) => mentions(x.text, g));
      lines.push(`- ${g.who}${s ? ':' : ' (in the headline).'}`);
      if (s) lines.push(`  ${cite(s.text, matchAll(s.text, g.cues))}`);
    }
  }
  // Whose voice is heard, from the article's own entities.
  const named = a.entities.filter((e) => e.type !== 'place').map((e) => e.name);
  const silent = named.filter((n) => !sources.includes(n));
  lines.push('', '**Voices in this article**', '');
  if (sources.length) lines.push(`- Heard: ${sources.map((s) => `**${s}**`).join(', ')}.`);
  else lines.push('- No named person or organisation speaks in the article.');
  if (silent.length) lines.push(`- Named but not heard from: ${silent.map((s) => `**${s}**`).join(', ')}.`);
  if (sources.length === 1)
    lines.push(`- Only one side speaks: a reply from those who disagree with ${sources[0]} would complete the story.`);
  return lines;
}

export function analyseMissing(a: AnalysisInput): string {
  if (!sentencesOf(a).length) return '';
  const compared = othersOf(a).length > 0;
  return [...(compared ? comparative(a) : []), ...perspectives(a, compared), '', AUTOMATED_NOTE].join('\n');
}
