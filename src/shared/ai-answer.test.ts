import { describe, expect, it } from 'vitest';
import { shortSummary, splitAnswer, wordsOf } from './ai-answer';

describe('an AI answer’s summary and evidence', () => {
  it('splits the opening paragraph from the rest', () => {
    expect(splitAnswer('**Tone: Neutral.** Calm.\n\n- one\n  > quote\n\n_Automated._')).toEqual({
      summary: '**Tone: Neutral.** Calm.',
      evidence: '- one\n  > quote\n\n_Automated._',
    });
    expect(splitAnswer('  Only a summary.  ')).toEqual({ summary: 'Only a summary.', evidence: '' });
    expect(splitAnswer('Line one\nline two\n \nRest')).toEqual({ summary: 'Line one\nline two', evidence: 'Rest' });
  });

  it('cuts a long summary to the word limit, at a sentence end when one is near', () => {
    const sentence = 'The council approved the plan after a long debate. ';
    const long = sentence.repeat(10);
    const cut = shortSummary(long, 30);
    expect(wordsOf(cut).length).toBeLessThanOrEqual(30);
    expect(cut.endsWith('debate.')).toBe(true);
    const run = 'word '.repeat(80);
    expect(shortSummary(run, 60)).toBe(`${'word '.repeat(60).trim()}…`);
    expect(shortSummary('Short and plain.')).toBe('Short and plain.');
  });
});
