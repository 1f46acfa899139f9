import { describe, expect, it } from 'vitest';
import { SPEECH_TEXT, speechTextSchema } from './speech';

const reason = (text: string) => speechTextSchema.safeParse({ text }).error?.issues[0]?.message;

describe('the speech demo text', () => {
  it('takes any text up to the limit', () => {
    expect(speechTextSchema.safeParse({ text: 'नमस्ते, ख़बर' }).success).toBe(true);
    expect(speechTextSchema.safeParse({ text: 'x'.repeat(SPEECH_TEXT.maxChars) }).success).toBe(true);
  });

  it('says why it cannot speak blank or over-long text', () => {
    expect(reason('  \n ')).toBe('Type the text to speak.');
    expect(reason('x'.repeat(6200))).toBe(
      'The text to speak can be at most 5,000 characters; this one has 6,200. Shorten it.',
    );
  });
});
