// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SpeechPlaylist, type PlaylistState, type Track } from './playlist';

type U = { text: string; rate: number; lang: string; onend: (() => void) | null };

class FakeUtterance {
  rate = 1;
  lang = '';
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

let spoken: U[];
const synth = {
  getVoices: () => [{ lang: 'en-US', name: 'US' }, { lang: 'en-IN', name: 'India' }],
  speak: (u: U) => spoken.push(u),
  cancel: () => undefined,
} as unknown as SpeechSynthesis;

const long = (n: number) => Array.from({ length: n }, (_, i) => `Sentence ${i + 1} of a long article about the monsoon and the city roads.`).join(' ');
const tracks: Track[] = [
  { url: 'u1', title: 'First', source: 'The Hindu', text: long(12) },
  { url: 'u2', title: 'Second', source: 'Mint', text: 'Short text.' },
];

beforeEach(() => {
  spoken = [];
  (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance = FakeUtterance;
});

const endLast = () => spoken.at(-1)?.onend?.();

describe('SpeechPlaylist', () => {
  it('speaks one chunk at a time in the Indian English voice, moves to the next article, and reports progress', () => {
    const progress: Array<[string, number]> = [];
    const finished: string[] = [];
    let state: PlaylistState | null = null;
    const p = new SpeechPlaylist(synth, tracks, { onState: (s) => (state = s), onProgress: (u, c) => progress.push([u, c]), onFinished: (u) => finished.push(u) });
    p.play();
    expect(spoken).toHaveLength(1);
    expect(spoken[0]?.text.startsWith('First.')).toBe(true);
    expect(spoken[0]?.lang).toBe('en-IN');
    const chunks = p.state().chunks;
    expect(chunks).toBeGreaterThan(2);
    for (let i = 0; i < chunks; i++) endLast();
    expect(finished).toEqual(['u1']);
    expect(state!.index).toBe(1);
    expect(spoken.at(-1)?.text.startsWith('Second.')).toBe(true);
    expect(progress.slice(0, 2)).toEqual([['u1', 1], ['u1', 2]]);
  });

  it('resumes an article where it stopped, ignores the end of a cancelled utterance, and applies the speed', () => {
    const p = new SpeechPlaylist(synth, tracks, { onState: () => undefined, onProgress: () => undefined, onFinished: () => undefined }, { chunks: { u1: 2 } });
    expect(p.state().chunk).toBe(2);
    p.play();
    const first = spoken.at(-1);
    p.setRate(1.5);
    first?.onend?.(); // the cancelled one ending must not skip ahead
    expect(p.state().chunk).toBe(2);
    expect(spoken.at(-1)?.rate).toBe(1.5);
    p.pause();
    expect(p.state().playing).toBe(false);
    p.next();
    expect(p.state().index).toBe(1);
    p.previous();
    expect(p.state().index).toBe(0);
    expect(p.state().chunk).toBe(2);
    p.previous();
    expect(p.state().chunk).toBe(0);
  });

  it('seeks in seconds over the chunks', () => {
    const p = new SpeechPlaylist(synth, tracks, { onState: () => undefined, onProgress: () => undefined, onFinished: () => undefined });
    const { starts, duration } = p.timeline();
    expect(duration).toBeGreaterThan(0);
    p.seekSeconds((starts[3] ?? 0) + 0.1);
    expect(p.state().chunk).toBe(3);
  });
});
