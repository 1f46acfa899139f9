// A listening playlist: one article after another. An article with an original recording
// (a podcast episode, a radio bulletin) plays that file; any other is read aloud one
// sentence-sized chunk at a time, so it can pause, resume where it stopped, change speed and
// skip without the browser's ~15 s cut-off. A recording that cannot play (no network and no
// copy kept, a broken file) is read aloud instead.
import { CHARS_PER_SECOND, splitIntoChunks } from './chunks';
import { pickVoice, speechTag } from './voice';
import { NO_VOICE_ERRORS } from './voices';

/**
 * `audio`: an address the page may play the original recording from (kept copy or publisher's);
 * `language`: the article's (ISO 639-1), whose voice reads it.
 */
export type Track = { url: string; title: string; source: string; text: string; audio?: string; language?: string };

export type PlaylistState = {
  index: number;
  /** 'audio' while the article plays from its recording, 'speech' while it is read aloud. */
  mode: 'speech' | 'audio';
  chunk: number;
  chunks: number;
  /** Seconds into the article and its length (estimated for speech; 0 while unknown). */
  position: number;
  duration: number;
  playing: boolean;
  rate: number;
};

/** Where listening stopped: a spoken part, or seconds into the recording. */
export type ListenPoint = { chunk: number } | { seconds: number };

export type PlaylistHooks = {
  onState: (s: PlaylistState) => void;
  /** The reader got this far into an article (resume point). */
  onProgress: (url: string, at: ListenPoint) => void;
  /** An article was heard to its end. */
  onFinished: (url: string) => void;
  /** The device could not read aloud (no voice, or none for the article's language): the playlist paused. */
  onNoVoice?: (language: string) => void;
};

/** The part of an <audio> element the playlist drives (a fake one in unit tests). */
export type AudioSink = {
  src: string;
  currentTime: number;
  readonly duration: number;
  playbackRate: number;
  play(): Promise<void>;
  pause(): void;
  onended: ((ev: Event) => unknown) | null;
  onerror: ((ev: Event | string) => unknown) | null;
  ontimeupdate: ((ev: Event) => unknown) | null;
};

export const RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

// The speaking speed (chunks.ts) gives the lock screen's position and seeking in seconds.
export { CHARS_PER_SECOND };

/** A recording's resume point is written at most this often while it plays. */
const SAVE_EVERY_SECONDS = 5;
/** "Previous" past this point restarts the recording instead of going back an article. */
const RESTART_AFTER_SECONDS = 3;

type Resume = { index?: number; chunks?: Record<string, number>; seconds?: Record<string, number> };

export class Playlist {
  private index = 0;
  private chunk = 0;
  private seconds = 0;
  private savedSeconds = 0;
  private playing = false;
  private rate = 1;
  private token = 0;
  private chunks: string[] = [];
  private mode: PlaylistState['mode'] = 'speech';
  /** Recordings that failed to play this time: read aloud instead. */
  private readonly failed = new Set<string>();
  private readonly resumeAt: Record<string, number>;
  private readonly resumeSeconds: Record<string, number>;

  constructor(
    private readonly synth: SpeechSynthesis,
    private readonly tracks: readonly Track[],
    private readonly hooks: PlaylistHooks,
    resume: Resume = {},
    private readonly sink: AudioSink | null = null,
  ) {
    this.resumeAt = { ...resume.chunks };
    this.resumeSeconds = { ...resume.seconds };
    this.load(Math.min(resume.index ?? 0, Math.max(0, tracks.length - 1)));
  }

  state(): PlaylistState {
    const { position, duration } = this.position();
    return {
      index: this.index,
      mode: this.mode,
      chunk: this.chunk,
      chunks: this.chunks.length,
      position,
      duration,
      playing: this.playing,
      rate: this.rate,
    };
  }

  current(): Track | undefined {
    return this.tracks[this.index];
  }

  private load(index: number, fromStart = false): void {
    this.index = index;
    const t = this.tracks[index];
    this.mode = t?.audio && this.sink && !this.failed.has(t.url) ? 'audio' : 'speech';
    this.chunks = t ? splitIntoChunks(`${t.title}. ${t.text}`) : [];
    const saved = t && !fromStart ? (this.resumeAt[t.url] ?? 0) : 0;
    this.chunk = saved < this.chunks.length ? saved : 0;
    this.seconds = t && !fromStart ? (this.resumeSeconds[t.url] ?? 0) : 0;
    this.savedSeconds = this.seconds;
  }

  private emit(): void {
    this.hooks.onState(this.state());
  }

  play(): void {
    if (!this.current()) return;
    this.playing = true;
    this.start();
    this.emit();
  }

  pause(): void {
    this.playing = false;
    this.silence();
    this.rememberSeconds(true);
    this.emit();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /** Play another article from its resume point. */
  goTo(index: number): void {
    if (index < 0 || index >= this.tracks.length) return;
    this.silence();
    this.rememberSeconds(true);
    this.load(index);
    if (this.playing) this.start();
    this.emit();
  }

  next(): void {
    this.goTo(this.index + 1);
  }

  /** Back to the start of this article when past its first part, else the previous article. */
  previous(): void {
    const past = this.mode === 'audio' ? this.seconds > RESTART_AFTER_SECONDS : this.chunk > 0;
    if (past) this.seekSeconds(0);
    else this.goTo(this.index - 1);
  }

  setRate(rate: number): void {
    this.rate = rate;
    if (this.mode === 'audio' && this.sink) this.sink.playbackRate = rate;
    else if (this.playing) this.speak();
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

  /** Where the current article is, in seconds, for the screen and the lock screen. */
  position(): { position: number; duration: number } {
    if (this.mode === 'audio') {
      const duration = this.sink && Number.isFinite(this.sink.duration) ? this.sink.duration : 0;
      return { position: this.seconds, duration };
    }
    const { starts, duration } = this.timeline();
    return { position: Math.min(starts[this.chunk] ?? 0, duration), duration };
  }

  seekSeconds(seconds: number): void {
    if (this.mode === 'audio') {
      this.seconds = Math.max(0, seconds);
      if (this.sink && this.sinkHolds()) this.sink.currentTime = this.seconds;
      this.rememberSeconds(true);
      this.emit();
      return;
    }
    const { starts } = this.timeline();
    let target = 0;
    starts.forEach((s, i) => {
      if (s <= seconds) target = i;
    });
    this.seekChunk(target);
  }

  stop(): void {
    this.playing = false;
    this.silence();
    this.rememberSeconds(true);
  }

  private silence(): void {
    this.token += 1;
    this.synth.cancel();
    if (this.sink) {
      this.sink.onended = this.sink.onerror = this.sink.ontimeupdate = null;
      this.sink.pause();
    }
  }

  private sinkHolds(): boolean {
    const t = this.current();
    return Boolean(this.sink && t?.audio && this.sink.src === new URL(t.audio, globalThis.location?.href).href);
  }

  private start(): void {
    if (this.mode === 'audio') this.playAudio();
    else this.speak();
  }

  private playAudio(): void {
    const t = this.current();
    const sink = this.sink;
    if (!t?.audio || !sink) return;
    this.silence();
    const token = this.token;
    if (!this.sinkHolds()) sink.src = t.audio;
    sink.currentTime = this.seconds;
    sink.playbackRate = this.rate;
    sink.ontimeupdate = () => {
      if (token !== this.token) return;
      this.seconds = sink.currentTime;
      this.rememberSeconds(false);
      this.emit();
    };
    sink.onended = () => {
      if (token === this.token) this.finishTrack();
    };
    sink.onerror = () => {
      if (token === this.token) this.fallBackToSpeech();
    };
    sink.play().catch((e: unknown) => {
      if (token !== this.token) return;
      // The browser wants a tap first: stay paused, the next Play is one.
      if (e instanceof DOMException && e.name === 'NotAllowedError') this.pause();
      else if (!(e instanceof DOMException && e.name === 'AbortError')) this.fallBackToSpeech();
    });
  }

  private fallBackToSpeech(): void {
    const t = this.current();
    if (!t) return;
    this.failed.add(t.url);
    this.silence();
    this.mode = 'speech';
    if (this.playing) this.speak();
    this.emit();
  }

  private rememberSeconds(force: boolean): void {
    const t = this.current();
    if (!t || this.mode !== 'audio') return;
    if (this.seconds === this.savedSeconds) return;
    if (!force && Math.abs(this.seconds - this.savedSeconds) < SAVE_EVERY_SECONDS) return;
    this.savedSeconds = this.seconds;
    this.resumeSeconds[t.url] = this.seconds;
    this.hooks.onProgress(t.url, { seconds: this.seconds });
  }

  private remember(): void {
    const t = this.current();
    if (!t) return;
    this.resumeAt[t.url] = this.chunk;
    this.hooks.onProgress(t.url, { chunk: this.chunk });
  }

  private speak(): void {
    const t = this.current();
    const text = this.chunks[this.chunk];
    this.silence();
    if (!t || text === undefined) return;
    const token = this.token;
    const language = t.language ?? 'en';
    const voice = pickVoice(this.synth.getVoices(), language);
    // Never another language's voice: with none for this one, the playlist stops and says so.
    if (!voice && language !== 'en') {
      this.pause();
      this.hooks.onNoVoice?.(language);
      return;
    }
    const u = new SpeechSynthesisUtterance(text);
    u.lang = voice?.lang ?? speechTag(language);
    if (voice) u.voice = voice;
    u.rate = this.rate;
    // A cancelled utterance also ends: only the one still current moves the playlist on.
    u.onend = () => {
      if (token === this.token) this.advance();
    };
    u.onerror = (e) => {
      if (token !== this.token || e.error === 'interrupted' || e.error === 'canceled') return;
      this.pause();
      if (NO_VOICE_ERRORS.has(e.error)) this.hooks.onNoVoice?.(language);
    };
    this.synth.speak(u);
  }

  private advance(): void {
    if (!this.current()) return;
    if (this.chunk + 1 < this.chunks.length) {
      this.chunk += 1;
      this.remember();
      this.speak();
      this.emit();
    } else {
      this.finishTrack();
    }
  }

  /** The article was heard to its end: on to the next one, or stop after the last. */
  private finishTrack(): void {
    const t = this.current();
    if (!t) return;
    this.silence();
    this.resumeAt[t.url] = 0;
    this.resumeSeconds[t.url] = 0;
    this.hooks.onFinished(t.url);
    if (this.index + 1 < this.tracks.length) {
      this.load(this.index + 1);
      this.start();
    } else {
      this.playing = false;
      this.load(this.index, true);
    }
    this.emit();
  }
}
