// Texts of the original-audio player, in the interface's language (`i18n`, the active one where
// they are shown).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatBytes } from '#app/lib/audio-source.ts';

export const audioTexts = (i18n: I18n) => ({
  heading: i18n._(msg`Original audio`),
  keep: (bytes: number | null) => {
    const size = bytes ? formatBytes(bytes) : '';
    return bytes ? i18n._(msg`Keep audio offline (${size})`) : i18n._(msg`Keep audio offline`);
  },
  keeping: i18n._(msg`Keeping the audio on this device…`),
  kept: (bytes: number) => {
    const size = formatBytes(bytes);
    return i18n._(msg`Kept on this device for offline listening (${size})`);
  },
  remove: i18n._(msg`Remove offline audio`),
  offer: i18n._(msg`Keep its original audio too, to listen with no network?`),
  saveFirst: i18n._(msg`Bookmark the article to keep its audio for offline listening.`),
  tooLarge: (bytes: number, max: number) => {
    const size = formatBytes(bytes);
    const limit = formatBytes(max);
    return i18n._(msg`Too large to keep offline (${size}; the limit is ${limit}).`);
  },
  needsNetwork: i18n._(msg`This audio is not kept on this device: it plays when you are online.`),
  failed: i18n._(msg`The audio could not be kept on this device.`),
  openOriginal: i18n._(msg`Open the original audio`),
});
