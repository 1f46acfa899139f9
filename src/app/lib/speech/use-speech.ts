import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE } from '#shared/languages.ts';
import { splitIntoChunks } from './chunks';
import { pickVoice, speechTag } from './voice';
import { checkVoices, NO_VOICE_ERRORS, watchVoices } from './voices';

export const NO_SPEECH_MESSAGE = msg`Read-aloud is not available: this browser has no speech synthesis.`;

const synth = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
    ? window.speechSynthesis
    : null;

export const speechSupported = (): boolean => synth() !== null;

/** Whether speech exists never changes while the page lives: nothing to subscribe to. */
const noChanges = () => () => undefined;

/** What is being read: its chunks, the one now spoken, the voice for its language. */
type Reading = { chunks: string[]; at: number; language: string; voice: SpeechSynthesisVoice | null };

/**
 * Read text aloud with a play/pause/stop state, in the voice of its language (`hi-IN` for Hindi,
 * never an English voice over Hindi text). The text goes one chunk at a time (about 12 s each,
 * split at sentence ends): browsers cut long utterances, and where pausing is cancelling (Android
 * Chrome) a pause keeps the chunk it stopped in and Resume speaks from it. Speech stops when the
 * component using it unmounts (a dialog closing, a route changing), so it never talks over
 * another screen. `checking` while a first tap waits for the device's voices to be listed;
 * `noVoice`, the language the device has no voice for ('en': none at all), once a tap found
 * none (or the device failed to speak), until `dismissNoVoice`.
 */
export function useSpeech() {
  const [speaking, setSpeaking] = useState(false);
  const [paused, setPaused] = useState(false);
  const [checking, setChecking] = useState(false);
  const [noVoice, setNoVoice] = useState<string | null>(null);
  const run = useRef(0);
  const reading = useRef<Reading | null>(null);

  /** Silence the device; a later utterance's events belong to a later run. */
  const silence = useCallback(() => {
    run.current += 1;
    synth()?.cancel();
  }, []);

  const stop = useCallback(() => {
    silence();
    reading.current = null;
    setSpeaking(false);
    setPaused(false);
    setChecking(false);
  }, [silence]);

  /** Speak the current chunk, then the next, to the end (or until silenced). */
  const sayFrom = useCallback(
    (s: SpeechSynthesis) => {
      const id = run.current;
      const say = () => {
        const r = reading.current;
        const chunk = r?.chunks[r.at];
        if (!r || chunk === undefined) {
          reading.current = null;
          setSpeaking(false);
          return;
        }
        const u = new SpeechSynthesisUtterance(chunk);
        u.lang = r.voice?.lang ?? speechTag(r.language);
        if (r.voice) u.voice = r.voice;
        u.onend = () => {
          if (run.current !== id) return; // cancelled: a pause, a stop or another text
          r.at += 1;
          say();
        };
        u.onerror = (e) => {
          if (run.current !== id || e.error === 'interrupted' || e.error === 'canceled') return;
          // A voice was listed but the device cannot speak with it: the same as none.
          if (NO_VOICE_ERRORS.has(e.error)) {
            const language = r.language;
            stop();
            setNoVoice(language);
          } else {
            stop();
          }
        };
        s.speak(u);
      };
      say();
    },
    [stop],
  );

  /** Read `text` in `language` (ISO 639-1) from its start. */
  const speak = useCallback(
    (text: string, language: string = DEFAULT_LANGUAGE) => {
      const s = synth();
      if (!s) return;
      stop();
      const chunks = splitIntoChunks(text);
      if (chunks.length === 0) return;
      const id = run.current;
      setChecking(true);
      void checkVoices(s).then((found) => {
        if (run.current !== id) return; // stopped, or another text, meanwhile
        setChecking(false);
        const voice = pickVoice(s.getVoices(), language);
        // No voice at all, or none for this language: say so rather than read it wrongly.
        if (found === 'none' || (!voice && language !== DEFAULT_LANGUAGE)) {
          setNoVoice(language);
          return;
        }
        setNoVoice(null);
        reading.current = { chunks, at: 0, language, voice };
        setSpeaking(true);
        sayFrom(s);
      });
    },
    [stop, sayFrom],
  );

  /** Pause as a cancel: every platform stops at once, and the chunk it stopped in is kept. */
  const pause = useCallback(() => {
    if (!reading.current) return;
    silence();
    setPaused(true);
  }, [silence]);

  /** Speak again from the start of the chunk the pause stopped in. */
  const resume = useCallback(() => {
    const s = synth();
    if (!s || !reading.current) return;
    setPaused(false);
    sayFrom(s);
  }, [sayFrom]);

  const dismissNoVoice = useCallback(() => setNoVoice(null), []);

  useEffect(() => {
    if (synth()) watchVoices();
    return () => {
      run.current += 1;
      synth()?.cancel();
    };
  }, []);

  // The server renders the button every current browser can use, and the browser's first render
  // (which takes that markup over) assumes the same: a tap while a slow phone is still hydrating
  // then speaks, instead of landing on a "not available" note. A browser without speech
  // switches to that note right after hydrating.
  const supported = useSyncExternalStore(noChanges, speechSupported, () => true);
  return { supported, speaking, paused, checking, noVoice, speak, pause, resume, stop, dismissNoVoice };
}

export type Speech = ReturnType<typeof useSpeech>;
