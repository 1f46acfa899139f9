import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { splitIntoChunks } from './chunks';
import { pickVoice, PREFERRED_LANG } from './voice';
import { checkVoices, NO_VOICE_ERRORS, watchVoices } from './voices';

export const NO_SPEECH_MESSAGE = 'Read-aloud is not available: this browser has no speech synthesis.';

const synth = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
    ? window.speechSynthesis
    : null;

export const speechSupported = (): boolean => synth() !== null;

/** Whether speech exists never changes while the page lives: nothing to subscribe to. */
const noChanges = () => () => undefined;

/**
 * Read text aloud in chunks with a play/stop state. Speech stops when the component using it
 * unmounts (a dialog closing, a route changing), so it never talks over another screen.
 * `checking` while a first tap waits for the device's voices to be listed; `noVoice` once a tap
 * found none (or the device failed to speak), until `dismissNoVoice`.
 */
export function useSpeech() {
  const [speaking, setSpeaking] = useState(false);
  const [checking, setChecking] = useState(false);
  const [noVoice, setNoVoice] = useState(false);
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current += 1;
    synth()?.cancel();
    setSpeaking(false);
    setChecking(false);
  }, []);

  const speak = useCallback(
    (text: string) => {
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
        if (found === 'none') {
          setNoVoice(true);
          return;
        }
        setNoVoice(false);
        const voice = pickVoice(s.getVoices());
        setSpeaking(true);
        chunks.forEach((chunk, i) => {
          const u = new SpeechSynthesisUtterance(chunk);
          u.lang = voice?.lang ?? PREFERRED_LANG;
          if (voice) u.voice = voice;
          u.onend = () => {
            if (run.current === id && i === chunks.length - 1) setSpeaking(false);
          };
          u.onerror = (e) => {
            if (run.current !== id) return;
            // A voice was listed but the device cannot speak with it: the same as none.
            if (NO_VOICE_ERRORS.has(e.error)) {
              stop();
              setNoVoice(true);
            } else if (i === chunks.length - 1) setSpeaking(false);
          };
          s.speak(u);
        });
      });
    },
    [stop],
  );

  const dismissNoVoice = useCallback(() => setNoVoice(false), []);

  useEffect(() => {
    if (synth()) watchVoices();
    return () => synth()?.cancel();
  }, []);

  // The server renders the button every current browser can use, and the browser's first render
  // (which takes that markup over) assumes the same: a tap while a slow phone is still hydrating
  // then speaks, instead of landing on a "not available" note. A browser without speech
  // switches to that note right after hydrating.
  const supported = useSyncExternalStore(noChanges, speechSupported, () => true);
  return { supported, speaking, checking, noVoice, speak, stop, dismissNoVoice };
}

export type Speech = ReturnType<typeof useSpeech>;
