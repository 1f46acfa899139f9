import { describe, expect, it } from 'vitest';
import { named } from '#tests/helpers/analysis-inputs.ts';
import type { AnalysisInput } from '../types';
import { createLocalAnalyser } from './index';

// One event told by three sources. Only "Example Times" and "Daily Example" give the cost and
// quote the parents' group; only "Loud Example" calls the delay disastrous.
const HERE: AnalysisInput = {
  title: 'Chaotic opening for Kolkata children’s hospital',
  url: 'https://loud.example/hospital',
  summary: 'The new children’s hospital in Kolkata opened on Monday after a disastrous delay of two years.',
  text: [
    'The new children’s hospital in Kolkata opened on Monday after a disastrous delay of two years.',
    'Meera Iyer of the National Health Authority said the hospital has 200 beds.',
    '“We will add a cancer ward next year,” Iyer said.',
  ].join('\n\n'),
  source: 'Loud Example',
  category: 'Health',
  entities: named({ person: ['Meera Iyer'], organisation: ['National Health Authority'], place: ['Kolkata'] }),
};
const TIMES: AnalysisInput = {
  title: 'Kolkata children’s hospital opens with 200 beds',
  url: 'https://times.example/hospital',
  summary: 'A children’s hospital with 200 beds opened in Kolkata on Monday.',
  text: [
    'A children’s hospital with 200 beds opened in Kolkata on Monday.',
    'Meera Iyer of the National Health Authority said the wards would open one by one.',
    'The hospital cost ₹450 crore, the West Bengal Health Department said.',
    'Ravi Das, who leads a parents’ group, said: “We waited two years for this, and it is worth it.”',
  ].join('\n\n'),
  source: 'Example Times',
  category: 'Health',
  entities: named({
    person: ['Meera Iyer', 'Ravi Das'],
    organisation: ['West Bengal Health Department'],
    place: ['Kolkata'],
  }),
};
const DAILY: AnalysisInput = {
  ...TIMES,
  title: 'New children’s hospital opens in Kolkata',
  url: 'https://daily.example/hospital',
  summary: 'Kolkata’s new children’s hospital, built for ₹450 crore, opened on Monday.',
  text: 'Kolkata’s new children’s hospital, built for ₹450 crore, opened on Monday.\n\nIt has 200 beds, Meera Iyer of the National Health Authority said.',
  source: 'Daily Example',
  entities: HERE.entities,
};
const story = { ...HERE, others: [TIMES, DAILY] };
const analyser = createLocalAnalyser();

describe('local analyser against the article’s story', () => {
  it('lists as missing angles the facts and voices only other sources carry, each with their sentence and name', async () => {
    const md = await analyser.analyse('missing', story);
    expect(md).toContain('Compared with 2 other sources reporting the same story: *Example Times*, *Daily Example*');
    // The cost, which only the others give, with Example Times' sentence and name.
    expect(md).toMatch(
      /\*\*₹450 crore\*\*, given by \*Example Times\* and \*Daily Example\*, is not in this article:\n {2}> The hospital cost \*\*₹450 crore\*\*, the West Bengal Health Department said\. — \*Example Times\*/,
    );
    // The parents' voice and the department, heard and named only elsewhere.
    expect(md).toMatch(
      /\*\*Ravi Das\*\* speaks in \*Example Times\*, not here:\n {2}> \*\*Ravi Das\*\*, who leads a parents’ group, said: “We waited two years for this, and it is worth it\.” — \*Example Times\*/,
    );
    expect(md).toContain('**West Bengal Health Department** speaks in *Example Times*, not here:');
    // What this article does give is not listed as missing.
    expect(md).not.toMatch(/\*\*200 beds\*\*, given by/);
    expect(md).not.toMatch(/\*\*Meera Iyer\*\* (is named by|speaks in)/);
  });

  it('finds in bias the loaded words only this source uses, its own voices, and its headline against the story’s', async () => {
    const md = await analyser.analyse('bias', story);
    expect(md).toMatch(/^\*\*Bias check: Framed differently from the 2 other sources reporting this story\.\*\*/);
    expect(md).toMatch(
      /- \*disastrous\*: none of the 2 other sources uses it\.\n {2}> The new children’s hospital in Kolkata opened on Monday after a \*\*disastrous\*\* delay of two years\./,
    );
    expect(md).toMatch(
      /- \*chaotic\*: none of the 2 other sources uses it\.\n {2}> \*\*Chaotic\*\* opening for Kolkata children’s hospital/,
    );
    // Evidence: how another source put the same thing.
    expect(md).toContain('How *Example Times* puts it:');
    expect(md).toContain('**Ravi Das**: heard elsewhere in the story, not here');
    expect(md).toMatch(
      /This headline \(\*chaotic\*\) is more negative than most of the other headlines in the story\./,
    );
  });

  it('finds nothing of its own in a source that reports like the others', async () => {
    const md = await analyser.analyse('bias', { ...DAILY, others: [TIMES] });
    expect(md).not.toContain('**Words only this source uses**');
    expect(md).toContain('is close in tone to most of the other headlines in the story');
  });

  it('compares tone and explains with what the others add, without repeating the headline', async () => {
    const tone = await analyser.analyse('sentiment', story);
    expect(tone).toContain('**Against the other sources in the story**');
    expect(tone).toMatch(
      /- \*Example Times\*: reads (positive|neutral|negative|mixed), with a (hopeful|critical|neutral) headline\./,
    );
    const explain = await analyser.analyse('explain', story);
    const line = /\*\*The story in one line:\*\* (.+)/.exec(explain)?.[1] ?? '';
    expect(line).not.toBe('');
    expect(line.toLowerCase()).not.toContain(HERE.title.toLowerCase());
    expect(explain).toContain('**What other sources add**');
    expect(explain).toContain('₹450 crore');
    expect(explain).toMatch(/All 3 sources name \*\*Meera Iyer\*\*/);
  });

  it('says when only this source has the story and reads the article on its own', async () => {
    for (const kind of ['missing', 'bias', 'sentiment', 'explain'] as const) {
      const md = await analyser.analyse(kind, { ...HERE, others: [] });
      expect(md).toContain('Only this source has reported this story so far');
      expect(md).not.toContain('Compared with');
    }
    // A second copy from the same source is not another source.
    expect(await analyser.analyse('missing', { ...HERE, others: [{ ...TIMES, source: 'Loud Example' }] })).toContain(
      'Only this source',
    );
    const single = await analyser.analyse('bias', { ...HERE, others: [] });
    expect(single).toContain('**disastrous**'); // the article's own wording signals
  });
});
