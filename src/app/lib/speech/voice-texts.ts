// What the read-aloud controls say when the device has no voice, and how to add one, in a plain
// module so browser tests can import it.

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
export const VOICE_STEPS: Record<Platform, { device: string; steps: (voice: string) => string }> = {
  android: {
    device: 'Android',
    steps: (voice) =>
      `Open Settings › System › Languages & input › Text-to-speech output (on some phones it is under Accessibility), choose Speech Services by Google as the engine, open its settings › Install voice data, and install ${voice}.`,
  },
  ios: {
    device: 'iPhone or iPad',
    steps: (voice) => `Open Settings › Accessibility › Spoken Content › Voices, choose ${voice}, and download a voice.`,
  },
  windows: {
    device: 'Windows',
    steps: (voice) =>
      `Open Settings › Time & language › Speech, choose Add voices, and add ${voice} (on Windows 10: Settings › Time & Language › Language, add the language with its speech option).`,
  },
  mac: {
    device: 'Mac',
    steps: (voice) =>
      `Open System Settings › Accessibility › Spoken Content, open the System voice menu, choose Manage Voices, and download a voice for ${voice}.`,
  },
  chromeos: {
    device: 'Chromebook',
    steps: (voice) =>
      `Open Settings › Accessibility › Text-to-Speech › Text-to-Speech voice settings, and install Google's voice for ${voice}.`,
  },
  linux: {
    device: 'Linux',
    steps: (voice) =>
      `Install speech-dispatcher with a voice for ${voice}, for example: sudo apt install speech-dispatcher espeak-ng (espeak-ng speaks English and most Indian languages; the browser reads aloud through it).`,
  },
};

/** The voice to add for English text, as the systems' menus name it. */
export const ENGLISH_VOICE = 'English (India)';

/** Where the notice shows: the article, the saved articles' playlist, the speech page. */
export type VoiceReason = 'article' | 'playlist' | 'speech';

export const VOICE_TEXTS = {
  title: 'No voice to read aloud with',
  /** A language the device has no voice for (its English name). */
  titleFor: (language: string) => `No ${language} voice on this device`,
  /** Why, for each place that reads aloud. */
  article:
    'This device has no text-to-speech voice that the browser can use, so Khabar cannot read this article aloud.',
  playlist:
    'This device has no text-to-speech voice that the browser can use, so Khabar cannot read your saved articles aloud.',
  speech: 'This device has no text-to-speech voice that the browser can use, so Khabar cannot speak this text.',
  /** Text in a language the device has no voice for: never read by another language's voice. */
  articleFor: (language: string) =>
    `This device has no ${language} voice that the browser can use, so Khabar cannot read this ${language} article aloud (another language's voice would read it wrongly).`,
  playlistFor: (language: string) =>
    `This device has no ${language} voice that the browser can use, so Khabar cannot read the ${language} article aloud (another language's voice would read it wrongly).`,
  speechFor: (language: string) =>
    `This device has no ${language} voice that the browser can use, so Khabar cannot speak this text.`,
  addOne: (device: string) => `To add a voice on ${device}:`,
  addOneAnywhere: 'To add a voice:',
  restart: 'Then close the browser, open it again and try once more.',
  otherDevices: 'On another device',
  /** The article's own recording needs no voice. */
  original: 'This story has its original audio, which plays without a voice.',
  playOriginal: 'Play the original audio',
  /** The playlist's recordings need no voice either. */
  originalsInPlaylist: 'These saved articles have their original audio, which plays without a voice:',
  dismiss: 'Close',
  checking: 'Looking for a voice…',
} as const;
