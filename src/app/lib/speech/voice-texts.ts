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

/** Where each system keeps its voices. */
export const VOICE_STEPS: Record<Platform, { device: string; steps: string }> = {
  android: {
    device: 'Android',
    steps:
      'Open Settings › System › Languages & input › Text-to-speech output (on some phones it is under Accessibility), choose Google’s speech engine, and install the voice data for English (India).',
  },
  ios: {
    device: 'iPhone or iPad',
    steps: 'Open Settings › Accessibility › Spoken Content › Voices › English, and download a voice.',
  },
  windows: {
    device: 'Windows',
    steps: 'Open Settings › Time & language › Speech, choose Add voices, and add English (India).',
  },
  mac: {
    device: 'Mac',
    steps:
      'Open System Settings › Accessibility › Spoken Content, open the System voice menu, choose Manage Voices, and download an English voice.',
  },
  chromeos: {
    device: 'Chromebook',
    steps:
      'Open Settings › Accessibility › Text-to-Speech, open the text-to-speech voice settings, and install a voice.',
  },
  linux: {
    device: 'Linux',
    steps:
      'Install speech-dispatcher with a voice, for example: sudo apt install speech-dispatcher espeak-ng (the browser reads aloud through it).',
  },
};

export const VOICE_TEXTS = {
  title: 'No voice to read aloud with',
  /** Why, for each place that reads aloud. */
  article:
    'This device has no text-to-speech voice that the browser can use, so Khabar cannot read this article aloud.',
  playlist:
    'This device has no text-to-speech voice that the browser can use, so Khabar cannot read your saved articles aloud.',
  speech: 'This device has no text-to-speech voice that the browser can use, so Khabar cannot speak this text.',
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
