// The browser's offline store (IndexedDB through Dexie), shared by the app and the service
// worker: saved bookmarks with their full articles, notes, the last-known account, listening
// progress, saved articles' original audio kept for listening offline, the stories of saved
// articles, and the outbox of changes waiting for the server.
import { Dexie, type EntityTable } from 'dexie';
import type { AiKind } from '#shared/constants.ts';
import type { Article, StoryPage } from '#shared/schemas/news.ts';
import { OFFLINE_DB_NAME } from './names';

export { OFFLINE_DB_NAME };

/** A bookmark as this device intends it (a pending removal deletes the row at once). */
export type LocalBookmark = { url: string; title: string; createdAt: string };

/** An article kept for reading offline: every bookmark's, and the recently read ones. */
export type StoredArticle = {
  url: string;
  article: Article;
  /** When it was last fetched from the server (ms since epoch). */
  storedAt: number;
  /** When it was last opened; unsaved articles are dropped oldest first past a limit. */
  visitedAt: number;
};

export type LocalNote = { url: string; note: string; updatedAt: number };

export type OutboxOp =
  | { kind: 'add'; url: string; title: string }
  /** `keepNote: false` drops the article's note with it on the server. */
  | { kind: 'remove'; url: string; keepNote: boolean }
  | { kind: 'note'; url: string; note: string };

export type OutboxRow = OutboxOp & {
  /** Replay order. */
  seq?: number;
  /** Sent as the Idempotency-Key; a new intent for the row gets a new id. */
  id: string;
  state: 'pending' | 'failed';
  attempts: number;
  /** Earliest time (ms) of the next try after a retryable failure. */
  notBefore: number;
  /** For a failed row: the server's status and message, shown to the reader. */
  error?: { status: number; message: string };
  queuedAt: number;
};

/** The signed-in shell as last seen online: shown at once, and when the network is away. */
export type AccountSnapshot = {
  key: 'me';
  user: unknown;
  credits: number | null;
  days: number | null;
  savedAt: number;
};

/** Listening: the spoken part (chunk) to resume from, and whether it was heard to the end. */
export type ListenProgress = {
  url: string;
  chunk: number;
  listened: boolean;
  updatedAt: number;
  /** Where the original audio stopped, in seconds (articles played from their audio file). */
  seconds?: number;
};

/**
 * A saved article's original audio file, kept on this device (the same-origin copy of the
 * publisher's file): played from here online and offline, dropped with its bookmark.
 */
export type KeptAudio = {
  /** The article's URL. */
  url: string;
  /** The publisher's file it copies (the article's `audio[].url`). */
  src: string;
  type: string;
  bytes: number;
  blob: Blob;
  storedAt: number;
};

/**
 * The story of a saved article (the same event told by other sources), kept for reading
 * offline: its first page as the story call answered it. Kept while a saved article belongs
 * to it.
 */
export type KeptStory = {
  id: number;
  story: StoryPage;
  /** When it was last fetched from the server (ms since epoch). */
  storedAt: number;
};

export type OfflineDb = Dexie & {
  bookmarks: EntityTable<LocalBookmark, 'url'>;
  articles: EntityTable<StoredArticle, 'url'>;
  notes: EntityTable<LocalNote, 'url'>;
  outbox: EntityTable<OutboxRow, 'seq'>;
  account: EntityTable<AccountSnapshot, 'key'>;
  listening: EntityTable<ListenProgress, 'url'>;
  audio: EntityTable<KeptAudio, 'url'>;
  stories: EntityTable<KeptStory, 'id'>;
};

export const AI_FIELDS: Record<AiKind, 'bias' | 'sentiment' | 'missingAngles' | 'explainLike15'> = {
  bias: 'bias',
  sentiment: 'sentiment',
  missing: 'missingAngles',
  explain: 'explainLike15',
};

export function createOfflineDb(name: string = OFFLINE_DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores({
    bookmarks: 'url, createdAt',
    articles: 'url, visitedAt',
    notes: 'url',
    outbox: '++seq, &id, url',
    account: 'key',
    listening: 'url',
  });
  db.version(2).stores({ audio: 'url' });
  db.version(3).stores({ stories: 'id' });
  return db;
}

let shared: OfflineDb | null = null;

/** The one database of this page or worker. */
export function offlineDb(): OfflineDb {
  shared ??= createOfflineDb();
  return shared;
}
