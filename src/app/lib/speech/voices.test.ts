import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVoices, resetVoiceWatch, VOICE_WAIT_MS, type VoiceSource } from './voices';

/** A speech synthesis whose voice list the test fills, and which fires `voiceschanged`. */
function fakeSynth(voices: Array<{ lang: string }> = []) {
  const target = new EventTarget();
  const list = [...voices] as unknown as SpeechSynthesisVoice[];
  const synth: VoiceSource = {
    getVoices: () => list,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const arrive = (lang: string) => {
    list.push({ lang } as SpeechSynthesisVoice);
    target.dispatchEvent(new Event('voiceschanged'));
  };
  return { synth, arrive, changed: () => target.dispatchEvent(new Event('voiceschanged')) };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetVoiceWatch();
});
afterEach(() => vi.useRealTimers());

describe('whether the device has a voice', () => {
  it('is ready at once when the browser lists a voice', async () => {
    await expect(checkVoices(fakeSynth([{ lang: 'en-IN' }]).synth)).resolves.toBe('ready');
  });

  it('waits for voices that are listed late, and takes them when they come', async () => {
    const { synth, arrive } = fakeSynth();
    const answer = checkVoices(synth);
    vi.advanceTimersByTime(VOICE_WAIT_MS / 3);
    arrive('en-US');
    await expect(answer).resolves.toBe('ready');
  });

  it('says none when the list is still empty after the wait, even if the event came empty', async () => {
    const { synth, changed } = fakeSynth();
    const answer = checkVoices(synth);
    changed();
    vi.advanceTimersByTime(VOICE_WAIT_MS);
    await expect(answer).resolves.toBe('none');
  });

  it('counts the wait from the first look: a later tap is answered at once', async () => {
    const { synth } = fakeSynth();
    void checkVoices(synth);
    vi.advanceTimersByTime(VOICE_WAIT_MS);
    await expect(checkVoices(synth)).resolves.toBe('none');
  });

  it('works with a speech synthesis that has no events (some browsers never fire them)', async () => {
    const answer = checkVoices({ getVoices: () => [] });
    vi.advanceTimersByTime(VOICE_WAIT_MS);
    await expect(answer).resolves.toBe('none');
  });
});
