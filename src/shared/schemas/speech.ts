import { z } from '../zod';

/** The text-to-speech demo reads what is typed on the device, one sentence-sized chunk at a time. */
export const SPEECH_TEXT = { maxChars: 5000 } as const;

const count = (n: number) => n.toLocaleString('en-IN');

/** The speech demo's form: something to say, not longer than a long article. */
export const speechTextSchema = z.object({
  text: z.string().check(
    z.trim(),
    z.minLength(1, 'Type the text to speak.'),
    z.maxLength(SPEECH_TEXT.maxChars, {
      error: (iss: { input?: unknown }) =>
        `The text to speak can be at most ${count(SPEECH_TEXT.maxChars)} characters; this one has ${count(String(iss.input ?? '').length)}. Shorten it.`,
    }),
  ),
});
export type SpeechText = z.input<typeof speechTextSchema>;
