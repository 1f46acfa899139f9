// Whether the device has a voice to read aloud with. Browsers list their voices late: Chrome
// asks the system and fires `voiceschanged` when the list arrives (empty until then), Safari has
// them at once, some browsers never fire the event. So "no voice" is decided only once the list
// is still empty a short while after the page first asked, or after the event.

/** 'ready': a voice is there; 'none': the list stayed empty. */
export type VoiceCheck = 'ready' | 'none';

/** How long after the first look an empty voice list means "no voice". */
export const VOICE_WAIT_MS = 1500;

/** The part of the browser's speech synthesis the check reads. */
export type VoiceSource = Pick<SpeechSynthesis, 'getVoices'> &
  Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>>;

let firstLook: number | null = null;

/** Start the wait (the read-aloud controls call it as they show, so a tap seldom waits). */
export function watchVoices(now: number = Date.now()): void {
  firstLook ??= now;
}

/** Forget the first look (tests). */
export function resetVoiceWatch(): void {
  firstLook = null;
}

/**
 * Whether `synth` has a voice: at once when it lists one or the wait is over, else when a voice
 * arrives or the wait ends.
 */
export function checkVoices(synth: VoiceSource): Promise<VoiceCheck> {
  watchVoices();
  const has = () => synth.getVoices().length > 0;
  if (has()) return Promise.resolve('ready');
  const left = (firstLook ?? Date.now()) + VOICE_WAIT_MS - Date.now();
  if (left <= 0) return Promise.resolve('none');
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      synth.removeEventListener?.('voiceschanged', changed);
      resolve(has() ? 'ready' : 'none');
    };
    const changed = () => {
      if (has()) finish();
    };
    const timer = setTimeout(finish, left);
    synth.addEventListener?.('voiceschanged', changed);
  });
}

/** Utterance errors that mean the device cannot speak at all (rather than a cancel or a busy device). */
export const NO_VOICE_ERRORS: ReadonlySet<string> = new Set([
  'synthesis-unavailable',
  'synthesis-failed',
  'language-unavailable',
  'voice-unavailable',
]);
