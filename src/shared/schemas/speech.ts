import { atMostCharacters, MESSAGES } from '../messages';
import { z } from '../zod';

/** The text-to-speech demo reads what is typed on the device, one sentence-sized chunk at a time. */
export const SPEECH_TEXT = { maxChars: 5000 } as const;

/** The speech demo's form: something to say, not longer than a long article (the profile's words). */
export const speechTextSchema = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.fieldRequired),
      z.maxLength(SPEECH_TEXT.maxChars, atMostCharacters(SPEECH_TEXT.maxChars)),
    ),
});
export type SpeechText = z.input<typeof speechTextSchema>;
