// The interface's English words that the browser tests look for, written out here: in the app
// they are Lingui messages, which only the app's build compiles. English is the interface's
// source language, so these are the words an English reader sees.
import { formatBytes } from '#app/lib/audio-source.ts';

/** The original-audio player (src/app/features/article/audio-texts.ts). */
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

/** An article not kept offline (src/app/features/article/texts.ts). */
export const NOT_SAVED_OFFLINE_TITLE = 'This article was not saved for offline reading';

/** Where each system keeps its voices (src/app/lib/speech/voice-texts.ts). */
export const VOICE_STEPS: Record<
  'android' | 'ios' | 'windows' | 'mac' | 'chromeos' | 'linux',
  { device: string; steps: (voice: string) => string }
> = {
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

/** A browser with no speech synthesis (src/app/lib/speech/use-speech.ts). */
export const NO_SPEECH_MESSAGE = 'Read-aloud is not available: this browser has no speech synthesis.';

/** Offline reading (src/app/lib/offline-texts.ts). */
export const OFFLINE_COPY_TEXT = 'Offline copy';
export const NEEDS_CONNECTION_TEXT = 'This answer needs a connection. Open it again when you are online.';

/** The story screens (src/app/features/stories/texts.ts). */
export const STORY_TEXTS = {
  kicker: 'Full coverage',
  first: (source: string) => `First reported by ${source}`,
  firstShort: 'first',
  sourcesHeading: (n: number) => (n === 1 ? 'One source' : `${n} sources`),
  reports: (n: number) => `${n} reports`,
  timeline: 'Timeline',
  entities: 'Shared in this story',
  languages: 'Coverage by language',
  original: (source: string, title: string) => `Open ${source}'s original: ${title}`,
  span: (articles: number, sources: number) =>
    `${articles} ${articles === 1 ? 'report' : 'reports'} from ${sources} ${sources === 1 ? 'source' : 'sources'}`,
  range: (from: number, to: number, total: number) => `Reports ${from}–${to} of ${total}`,
  notFoundTitle: 'Story not found',
  notFound: 'This story is not available. It may have been merged into another one.',
  offlineTitle: 'Not on this device',
  offlineMissing: 'This story is not kept on this device. Stories of saved articles open offline.',
  failed: 'The story could not be loaded. Try again in a moment.',
  retry: 'Try again',
  home: 'Go to the news',
  search: 'Search the news',
  bookmarks: 'My Bookmarks',
  breadcrumb: 'Story',
  /** The tab's and link previews' title of a story page. */
  documentTitle: (title: string) => `Story: ${title}`,
} as const;

/** The bookmarks playlist (src/app/features/listen/texts.ts). */
export const LISTEN_TEXTS = {
  heading: 'Listen to my bookmarks',
  playlist: 'Playlist',
  listened: 'Listened',
  original: 'Original audio',
  titleOnly: 'Title only: open it once online to keep the text',
} as const;

/** The PWA's status chip and update prompt (src/app/features/pwa/texts.ts). */
export const OFFLINE_TEXT = 'Offline: showing saved pages';
export const UPDATE_TEXT = 'A new version is ready';

/** The sync badge (src/app/features/offline/texts.ts). */
export const pendingText = (n: number) => (n === 1 ? '1 change waiting to sync' : `${n} changes waiting to sync`);

/** The membership days' rules (src/app/features/payments/days-form.ts): 10 to 180 days, 5 credits a day, 180 held. */
export const DAYS_RANGE = 'Choose between 10 and 180 days.';
export const tooFewCredits = (credits: number) =>
  `Your ${credits} credits pay for at most ${Math.floor(credits / 5)} days (5 credits a day).`;
export const tooManyDays = (remaining: number) =>
  `You can hold at most 180 days of membership; you have ${remaining} left, so you can add up to ${Math.max(0, 180 - remaining)}.`;

/** The shop page's image (src/app/features/legal/components/shop-page.tsx). */
export const SHOP_IMAGE_ALT = 'Coming Soon: the Khabar shop is not open yet';
/** The alerts screen (src/app/features/alerts/texts.ts). */
export const ALERT_TEXTS = {
  menu: 'Alerts',
  membersHeading: 'Alerts are part of membership',
  turnOn: 'Turn on alerts',
  settingsHeading: 'When alerts arrive',
  digest: 'In a digest',
  removeTime: (t: string) => `Remove ${t}`,
  addTime: 'Add a time',
  capLabel: 'At most this many alerts a day',
  save: 'Save settings',
  saved: 'Alert settings saved.',
  needsTime: 'Add at least one time for the digest, or choose to get alerts at once.',
} as const;

/** The alerts screen's states of this device (the same module). */
export const ALERT_DEVICE_STATE_TEXTS = {
  off: { label: 'Off' },
  blocked: {
    label: 'Blocked',
    why:
      'Notifications from Khabar are blocked in this browser. Open the site settings (the icon at the left of ' +
      'the address bar, or Settings → Notifications on a phone), allow notifications for Khabar, then reload this page.',
  },
  'ios-browser': {
    label: 'Not available here',
    why:
      'On an iPhone or iPad, alerts arrive only in the Khabar app on the home screen (iOS 16.4 or later). ' +
      'Tap Share, then "Add to Home Screen", open Khabar from the home screen and turn alerts on there.',
  },
} as const;
