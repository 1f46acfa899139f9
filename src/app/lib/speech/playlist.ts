// A read-aloud playlist: one article after another, one sentence-sized chunk at a time, so it
// can pause, resume where it stopped, change speed and skip without the browser's ~15 s cut-off.
import { splitIntoChunks } from './chunks';
import { pickVoice, PREFERRED_LANG } from './voice';

export type Track = { url: string; title: string; source: string; text: string };

export type PlaylistState = { index: number; chunk: number; chunks: number; playing: boolean; rate: number };

export type PlaylistHooks = {
  onState: (s: PlaylistState) => void;
  /** The reader got this far into an article (resume point). */
  onProgress: (url: string, chunk: number) => void;
  /** An article was heard to its end. */
  onFinished: (url: string) => void;
};

export const RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Rough speaking speed at 1×, for the lock screen's position and seeking in seconds. */
export const CHARS_PER_SECOND = 14;

export class SpeechPlaylist {
  private index = 0;
  private chunk = 0;
  private playing = false;
  private rate = 1;
  private token = 0;
  private chunks: string[] = [];

  constructor(
    private readonly synth: SpeechSynthesis,
    private readonly tracks: readonly Track[],
    private readonly hooks: PlaylistHooks,
    resume: { index?: number; chunks?: Record<string, number> } = {},
  ) {
    this.resumeAt = resume.chunks ?? {};
    this.load(Math.min(resume.index ?? 0, Math.max(0, tracks.length - 1)));
  }

  private readonly resumeAt: Record<string, number>;

  state(): PlaylistState {
    return { index: this.index, chunk: this.chunk, chunks: this.chunks.length, playing: this.playing, rate: this.rate };
  }

  current(): Track | undefined {
    return this.tracks[this.index];
  }

  private load(index: number, fromStart = false): void {
    this.index = index;
    const t = this.tracks[index];
    this.chunks = t ? splitIntoChunks(`${t.title}. ${t.text}`) : [];
    const saved = t && !fromStart ? (this.resumeAt[t.url] ?? 0) : 0;
    this.chunk = saved < this.chunks.length ? saved : 0;
  }

  private emit(): void {
    this.hooks.onState(this.state());
  }

  play(): void {
    if (!this.current()) return;
    this.playing = true;
    this.speak();
    this.emit();
  }

  pause(): void {
    this.playing = false;
    this.token += 1;
    this.synth.cancel();
    this.emit();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /** Play another article from its resume point. */
  goTo(index: number): void {
    if (index < 0 || index >= this.tracks.length) return;
    this.token += 1;
    this.synth.cancel();
    this.load(index);
    if (this.playing) this.speak();
    this.emit();
  }

  next(): void {
    this.goTo(this.index + 1);
  }

  /** Back to the start of this article when past its first part, else the previous article. */
  previous(): void {
    if (this.chunk > 0) this.seekChunk(0);
    else this.goTo(this.index - 1);
  }

  setRate(rate: number): void {
    this.rate = rate;
    if (this.playing) this.speak();
    this.emit();
  }

  seekChunk(chunk: number): void {
    this.chunk = Math.max(0, Math.min(chunk, this.chunks.length - 1));
    this.remember();
    if (this.playing) this.speak();
    this.emit();
  }

  /** Seconds of speech (at 1×) before each chunk, for seeking and the lock screen. */
  timeline(): { starts: number[]; duration: number } {
    const starts: number[] = [];
    let total = 0;
    for (const c of this.chunks) {
      starts.push(total);
      total += c.length / CHARS_PER_SECOND;
    }
    return { starts, duration: total };
  }

  seekSeconds(seconds: number): void {
    const { starts } = this.timeline();
    let target = 0;
    starts.forEach((s, i) => {
      if (s <= seconds) target = i;
    });
    this.seekChunk(target);
  }

  stop(): void {
    this.playing = false;
    this.token += 1;
    this.synth.cancel();
  }

  private remember(): void {
    const t = this.current();
    if (!t) return;
    this.resumeAt[t.url] = this.chunk;
    this.hooks.onProgress(t.url, this.chunk);
  }

  private speak(): void {
    const t = this.current();
    const text = this.chunks[this.chunk];
    this.token += 1;
    this.synth.cancel();
    if (!t || text === undefined) return;
    const token = this.token;
    const u = new SpeechSynthesisUtterance(text);
    const voice = pickVoice(this.synth.getVoices());
    u.lang = voice?.lang ?? PREFERRED_LANG;
    if (voice) u.voice = voice;
    u.rate = this.rate;
    // A cancelled utterance also ends: only the one still current moves the playlist on.
    u.onend = () => {
      if (token === this.token) this.advance();
    };
    u.onerror = (e) => {
      if (token === this.token && e.error !== 'interrupted' && e.error !== 'canceled') this.pause();
    };
    this.synth.speak(u);
  }

  private advance(): void {
    const t = this.current();
    if (!t) return;
    if (this.chunk + 1 < this.chunks.length) {
      this.chunk += 1;
      this.remember();
      this.speak();
    } else {
      this.resumeAt[t.url] = 0;
      this.hooks.onFinished(t.url);
      if (this.index + 1 < this.tracks.length) {
        this.load(this.index + 1);
        this.speak();
      } else {
        this.playing = false;
        this.load(this.index, true);
      }
    }
    this.emit();
  }
}
