// What the read-aloud controls say when the device has no voice, and how to add one, in the
// interface's language (`i18n`, the active one where they are shown).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type Platform = 'android' | 'ios' | 'windows' | 'mac' | 'chromeos' | 'linux';

/** The device family a browser runs on, from its user agent (iPads say "Macintosh" but have touch). */
export function platformOf(userAgent: string, touchPoints = 0): Platform | null {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && touchPoints > 1)) return 'ios';
  if (/CrOS/i.test(userAgent)) return 'chromeos';
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'mac';
  if (/Linux|X11/i.test(userAgent)) return 'linux';
  return null;
}

/**
 * Where each system keeps its voices, and how to add one for `voice` (a language as the system's
 * menus name it: "Hindi (India)", "English (India)").
 */
export const voiceSteps = (i18n: I18n): Record<Platform, { device: string; steps: (voice: string) => string }> => ({
  android: {
    device: i18n._(msg`Android`),
    steps: (voice) =>
      i18n._(
        msg`Open Settings › System › Languages & input › Text-to-speech output (on some phones it is under Accessibility), choose Speech Services by Google as the engine, open its settings › Install voice data, and install ${voice}.`,
      ),
  },
  ios: {
    device: i18n._(msg`iPhone or iPad`),
    steps: (voice) =>
      i18n._(msg`Open Settings › Accessibility › Spoken Content › Voices, choose ${voice}, and download a voice.`),
  },
  windows: {
    device: i18n._(msg`Windows`),
    steps: (voice) =>
      i18n._(
        msg`Open Settings › Time & language › Speech, choose Add voices, and add ${voice} (on Windows 10: Settings › Time & Language › Language, add the language with its speech option).`,
      ),
  },
  mac: {
    device: i18n._(msg`Mac`),
    steps: (voice) =>
      i18n._(
        msg`Open System Settings › Accessibility › Spoken Content, open the System voice menu, choose Manage Voices, and download a voice for ${voice}.`,
      ),
  },
  chromeos: {
    device: i18n._(msg`Chromebook`),
    steps: (voice) =>
      i18n._(
        msg`Open Settings › Accessibility › Text-to-Speech › Text-to-Speech voice settings, and install Google's voice for ${voice}.`,
      ),
  },
  linux: {
    device: i18n._(msg`Linux`),
    steps: (voice) =>
      i18n._(
        msg`Install speech-dispatcher with a voice for ${voice}, for example: sudo apt install speech-dispatcher espeak-ng (espeak-ng speaks English and most Indian languages; the browser reads aloud through it).`,
      ),
  },
});

/** The voice to add for English text, as the systems' menus name it. */
export const ENGLISH_VOICE = msg`English (India)`;

/** Where the notice shows: the article, the saved articles' playlist, the speech page. */
export type VoiceReason = 'article' | 'playlist' | 'speech';

export const voiceTexts = (i18n: I18n) => ({
  title: i18n._(msg`No voice to read aloud with`),
  /** A language the device has no voice for (its name). */
  titleFor: (language: string) => i18n._(msg`No ${language} voice on this device`),
  /** Why, for each place that reads aloud. */
  article: i18n._(
    msg`This device has no text-to-speech voice that the browser can use, so Khabar cannot read this article aloud.`,
  ),
  playlist: i18n._(
    msg`This device has no text-to-speech voice that the browser can use, so Khabar cannot read your saved articles aloud.`,
  ),
  speech: i18n._(
    msg`This device has no text-to-speech voice that the browser can use, so Khabar cannot speak this text.`,
  ),
  /** Text in a language the device has no voice for: never read by another language's voice. */
  articleFor: (language: string) =>
    i18n._(
      msg`This device has no ${language} voice that the browser can use, so Khabar cannot read this ${language} article aloud (another language's voice would read it wrongly).`,
    ),
  playlistFor: (language: string) =>
    i18n._(
      msg`This device has no ${language} voice that the browser can use, so Khabar cannot read the ${language} article aloud (another language's voice would read it wrongly).`,
    ),
  speechFor: (language: string) =>
    i18n._(msg`This device has no ${language} voice that the browser can use, so Khabar cannot speak this text.`),
  addOne: (device: string) => i18n._(msg`To add a voice on ${device}:`),
  addOneAnywhere: i18n._(msg`To add a voice:`),
  restart: i18n._(msg`Then close the browser, open it again and try once more.`),
  otherDevices: i18n._(msg`On another device`),
  /** The article's own recording needs no voice. */
  original: i18n._(msg`This story has its original audio, which plays without a voice.`),
  playOriginal: i18n._(msg`Play the original audio`),
  /** The playlist's recordings need no voice either. */
  originalsInPlaylist: i18n._(msg`These saved articles have their original audio, which plays without a voice:`),
  dismiss: i18n._(msg`Close`),
  checking: i18n._(msg`Looking for a voice…`),
});
