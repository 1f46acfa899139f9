import type { AnalysisInput } from '../types';
import { CATEGORY_ANGLES, DEFAULT_ANGLES, type Angle } from './angles';
import { matchAll } from './lexicon';
import { AUTOMATED_NOTE, cite, sentencesOf } from './text';
import { biasSignals } from './bias';

const mentions = (text: string, a: Angle) => matchAll(text, a.cues).length > 0;

export function analyseMissing(a: AnalysisInput): string {
  const sentences = sentencesOf(a);
  if (!sentences.length) return '';
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

  const lines = [
    missing.length
      ? `**Missing angles:** ${missing.length} of the ${angles.length} perspectives ${story} usually covers do not appear here.`
      : `**Missing angles:** this article touches every perspective ${story} usually covers; check below how deeply.`,
    '',
  ];
  if (missing.length) {
    lines.push('**Not covered**', '');
    for (const g of missing) {
      const where = places.length && /people|resident|communit|ground|affected/i.test(g.who) ? ` in ${places.join(', ')}` : '';
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
  lines.push('', '**Voices**', '');
  if (sources.length) lines.push(`- Heard: ${sources.map((s) => `**${s}**`).join(', ')}.`);
  else lines.push('- No named person or organisation speaks in the article.');
  if (silent.length) lines.push(`- Named but not heard from: ${silent.map((s) => `**${s}**`).join(', ')}.`);
  if (sources.length === 1) lines.push(`- Only one side speaks: a reply from those who disagree with ${sources[0]} would complete the story.`);
  lines.push('', AUTOMATED_NOTE);
  return lines.join('\n');
}
