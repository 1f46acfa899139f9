// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { Playlist, type AudioSink, type ListenPoint, type PlaylistState, type Track } from './playlist';

type U = {
  text: string;
  rate: number;
  lang: string;
  onend: (() => void) | null;
  onerror: ((e: { error: string }) => void) | null;
};

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
  getVoices: () => [
    { lang: 'en-US', name: 'US' },
    { lang: 'en-IN', name: 'India' },
  ],
  speak: (u: U) => spoken.push(u),
  cancel: () => undefined,
} as unknown as SpeechSynthesis;

const long = (n: number) =>
  Array.from({ length: n }, (_, i) => `Sentence ${i + 1} of a long article about the monsoon and the city roads.`).join(
    ' ',
  );
const tracks: Track[] = [
  { url: 'u1', title: 'First', source: 'The Hindu', text: long(12) },
  { url: 'u2', title: 'Second', source: 'Mint', text: 'Short text.' },
];

beforeEach(() => {
  spoken = [];
  (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance = FakeUtterance;
});

const endLast = () => spoken.at(-1)?.onend?.();

describe('Playlist read aloud', () => {
  it('speaks one chunk at a time in the Indian English voice, moves to the next article, and reports progress', () => {
    const progress: Array<[string, ListenPoint]> = [];
    const finished: string[] = [];
    let state: PlaylistState | null = null;
    const p = new Playlist(synth, tracks, {
      onState: (s) => (state = s),
      onProgress: (u, c) => progress.push([u, c]),
      onFinished: (u) => finished.push(u),
    });
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
    expect(progress.slice(0, 2)).toEqual([
      ['u1', { chunk: 1 }],
      ['u1', { chunk: 2 }],
    ]);
  });

  it('resumes an article where it stopped, ignores the end of a cancelled utterance, and applies the speed', () => {
    const p = new Playlist(
      synth,
      tracks,
      { onState: () => undefined, onProgress: () => undefined, onFinished: () => undefined },
      { chunks: { u1: 2 } },
    );
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
    const p = new Playlist(synth, tracks, {
      onState: () => undefined,
      onProgress: () => undefined,
      onFinished: () => undefined,
    });
    const { starts, duration } = p.timeline();
    expect(duration).toBeGreaterThan(0);
    p.seekSeconds((starts[3] ?? 0) + 0.1);
    expect(p.state().chunk).toBe(3);
  });

  it('pauses and says so when the device cannot speak, but not when an utterance is only interrupted', () => {
    let noVoice = 0;
    const p = new Playlist(synth, tracks, {
      onState: () => undefined,
      onProgress: () => undefined,
      onFinished: () => undefined,
      onNoVoice: () => (noVoice += 1),
    });
    p.play();
    spoken.at(-1)?.onerror?.({ error: 'interrupted' });
    expect(p.state().playing).toBe(true);
    spoken.at(-1)?.onerror?.({ error: 'synthesis-failed' });
    expect(p.state().playing).toBe(false);
    expect(noVoice).toBe(1);
  });
});

describe("Playlist in the articles' languages", () => {
  const hindi: Track = {
    url: 'h1',
    title: 'दिल्ली में बारिश',
    source: 'Dainik',
    text: 'दिल्ली में आज सुबह से भारी बारिश हुई और कई इलाक़ों में सड़कों पर पानी भर गया। '.repeat(6),
    language: 'hi',
  };
  const hooks = (noVoice: string[]) => ({
    onState: () => undefined,
    onProgress: () => undefined,
    onFinished: () => undefined,
    onNoVoice: (language: string) => noVoice.push(language),
  });
  const withVoices = (voices: { lang: string; name: string }[]) =>
    ({ ...synth, getVoices: () => voices }) as unknown as SpeechSynthesis;

  it('reads a Hindi article with the Hindi voice, and resumes a paused one from the chunk it stopped in', () => {
    const hi = { lang: 'hi-IN', name: 'Lekha' };
    const p = new Playlist(withVoices([{ lang: 'en-IN', name: 'India' }, hi]), [hindi], hooks([]));
    p.play();
    const first = spoken.at(-1) as U & { voice: unknown };
    expect(first.voice).toBe(hi);
    expect(first.lang).toBe('hi-IN');
    endLast();
    expect(p.state().chunk).toBe(1);
    // Android's pause is a cancel: the playlist silences, then speaks this chunk again.
    p.pause();
    p.play();
    expect(spoken.at(-1)?.text).toBe(spoken.at(-2)?.text);
    expect(p.state().chunk).toBe(1);
  });

  it('never reads Hindi with an English voice: with no Hindi voice it pauses and names the language', () => {
    const noVoice: string[] = [];
    const p = new Playlist(withVoices([{ lang: 'en-IN', name: 'India' }]), [hindi], hooks(noVoice));
    p.play();
    expect(spoken).toHaveLength(0);
    expect(p.state().playing).toBe(false);
    expect(noVoice).toEqual(['hi']);
  });
});

/** An <audio> element as the playlist sees it: the test plays, ends and breaks it. */
class FakeSink implements AudioSink {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  playbackRate = 1;
  paused = true;
  onended: ((ev: Event) => unknown) | null = null;
  onerror: ((ev: Event | string) => unknown) | null = null;
  ontimeupdate: ((ev: Event) => unknown) | null = null;
  play(): Promise<void> {
    this.paused = false;
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
  tick(seconds: number): void {
    this.currentTime = seconds;
    this.ontimeupdate?.(new Event('timeupdate'));
  }
}

describe('Playlist with original audio', () => {
  const withAudio: Track[] = [
    {
      url: 'a1',
      title: 'Bulletin',
      source: 'AIR',
      text: 'Summary of the bulletin.',
      audio: 'https://cdn.example.in/bulletin.mp3',
    },
    { url: 'a2', title: 'Column', source: 'Mint', text: 'Short text.' },
  ];
  const quiet = { onState: () => undefined, onFinished: () => undefined };

  it('plays the recording from where it stopped, at the chosen speed, then reads the next article aloud', () => {
    const sink = new FakeSink();
    const progress: Array<[string, ListenPoint]> = [];
    const finished: string[] = [];
    const p = new Playlist(
      synth,
      withAudio,
      { ...quiet, onProgress: (u, at) => progress.push([u, at]), onFinished: (u) => finished.push(u) },
      { seconds: { a1: 42 } },
      sink,
    );
    expect(p.state().mode).toBe('audio');
    p.setRate(1.5);
    p.play();
    expect(sink.src).toBe('https://cdn.example.in/bulletin.mp3');
    expect(sink.currentTime).toBe(42);
    expect(sink.playbackRate).toBe(1.5);
    expect(sink.paused).toBe(false);
    expect(spoken).toHaveLength(0);
    sink.tick(43); // under the saving interval: not written yet
    sink.tick(50);
    expect(progress).toEqual([['a1', { seconds: 50 }]]);
    expect(p.state().position).toBe(50);
    sink.onended?.(new Event('ended'));
    expect(finished).toEqual(['a1']);
    expect(p.state()).toMatchObject({ index: 1, mode: 'speech', playing: true });
    expect(spoken.at(-1)?.text.startsWith('Column.')).toBe(true);
    expect(sink.paused).toBe(true);
  });

  it("reads an article aloud when its recording fails, and pausing keeps the recording's place", () => {
    const sink = new FakeSink();
    const progress: Array<[string, ListenPoint]> = [];
    const p = new Playlist(synth, withAudio, { ...quiet, onProgress: (u, at) => progress.push([u, at]) }, {}, sink);
    p.play();
    sink.tick(3);
    p.pause();
    expect(progress).toEqual([['a1', { seconds: 3 }]]);
    p.play();
    expect(sink.currentTime).toBe(3);
    sink.onerror?.(new Event('error'));
    expect(p.state()).toMatchObject({ index: 0, mode: 'speech', playing: true });
    expect(spoken.at(-1)?.text.startsWith('Bulletin.')).toBe(true);
  });

  it('without an audio element every article is read aloud', () => {
    const p = new Playlist(synth, withAudio, { ...quiet, onProgress: () => undefined });
    p.play();
    expect(p.state().mode).toBe('speech');
    expect(spoken.at(-1)?.text.startsWith('Bulletin.')).toBe(true);
  });
});
