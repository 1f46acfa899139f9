import { describe, expect, it } from 'vitest';
import { appendAnswer, NOTE_MAX } from './note-text';

describe('saving an AI answer to the note', () => {
  it('starts an empty note with the answer under its kind and day', () => {
    expect(appendAnswer('', 'Bias', '  Mostly neutral wording.\n', '23 Nov 2026')).toBe(
      '### Bias · 23 Nov 2026\n\nMostly neutral wording.\n',
    );
  });

  it('adds below what the member wrote, after one blank line', () => {
    const next = appendAnswer('My thoughts.\n\n\n', 'Sentiment', 'Negative.', '23 Nov 2026');
    expect(next).toBe('My thoughts.\n\n### Sentiment · 23 Nov 2026\n\nNegative.\n');
  });

  it('refuses to grow the note past its limit', () => {
    const full = 'x'.repeat(NOTE_MAX - 10);
    expect(appendAnswer(full, 'Bias', 'A long enough answer', '23 Nov 2026')).toBeNull();
    expect(appendAnswer('', 'Bias', 'y'.repeat(NOTE_MAX - 40), '1 Jan 2027')).toHaveLength(
      NOTE_MAX - 40 + '### Bias · 1 Jan 2027\n\n\n'.length,
    );
  });
});
