// Texts of the original-audio player, in a plain module so browser tests can import them.
import { formatBytes } from '#app/lib/audio-source.ts';

export const AUDIO_TEXTS = {
  heading: 'Original audio',
  keep: (bytes: number | null) => (bytes ? `Keep audio offline (${formatBytes(bytes)})` : 'Keep audio offline'),
  keeping: 'Keeping the audio on this device…',
  kept: (bytes: number) => `Kept on this device for offline listening (${formatBytes(bytes)})`,
  remove: 'Remove offline audio',
  offer: 'Keep its original audio too, to listen with no network?',
  saveFirst: 'Bookmark the article to keep its audio for offline listening.',
  tooLarge: (bytes: number, max: number) =>
    `Too large to keep offline (${formatBytes(bytes)}; the limit is ${formatBytes(max)}).`,
  needsNetwork: 'This audio is not kept on this device: it plays when you are online.',
  failed: 'The audio could not be kept on this device.',
  openOriginal: 'Open the original audio',
} as const;
