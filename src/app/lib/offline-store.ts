// The page's side of the offline store: one outbox runner, the device's copies for screens,
// and the bookmark/note changes screens make (written locally first, sent by the outbox).
// Dexie comes with this module: members' screens import it; code a visitor's first screen runs
// (the shell, the article, the story) imports it at the call, so that screen never loads it
// (docs/decisions/0092-offline-store-imported-by-its-screens.md).
import { readAccount, saveAccount, type AccountPatch } from '#offline/account.ts';
import {
  addAiAnswer,
  bookmarkIndex,
  getStoredArticle,
  pageBookmarks,
  recordVisit,
  removeBookmark,
  saveBookmark,
  setNote,
  type LocalBookmarkQuery,
  type SaveInput,
} from '#offline/bookmarks.ts';
import { dropKeptAudio, getKeptAudio, keepAudio, type KeepAudioInput } from '#offline/audio.ts';
import { offlineDb, type OfflineDb } from '#offline/db.ts';
import { PAGING, type AiKind } from '#shared/constants.ts';
import type { Article, StoryPage } from '#shared/schemas/news.ts';
import { Outbox, startFlushing } from '#offline/outbox.ts';
import { fillSavedStories, getKeptStory, refreshKeptStory } from '#offline/stories.ts';
import { fillMissingArticles, syncDown } from '#offline/sync-down.ts';
import { keepArticlePages } from '#offline/article-pages.ts';
import { HttpStatusError, httpSender } from '#offline/transport.ts';
import { plainParagraphs } from '#app/components/markdown/plain-paragraphs.ts';
import { browserOffline } from './network';
import { resetSessionAndGoToLogin } from './session-reset';

export const localDb = (): OfflineDb => offlineDb();

/** The copy of an article kept on this device (saved, or read before), if any. */
export const storedArticle = (url: string) => getStoredArticle(localDb(), url);
/** Keep an article just read for reading offline. */
export const keepVisit = (article: Article) => recordVisit(localDb(), article);
/** Add an AI answer to the article's copy on this device. */
export const keepAiAnswer = (url: string, kind: AiKind, answer: string) => addAiAnswer(localDb(), url, kind, answer);
/** Keep a saved article's audio file on this device; false when it is no longer saved. */
export const keepAudioCopy = (input: KeepAudioInput) => keepAudio(localDb(), input);
/** The audio file kept for an article, if any. */
export const keptAudio = (url: string) => getKeptAudio(localDb(), url);
export const forgetAudioCopy = (url: string) => dropKeptAudio(localDb(), url);
/** The story kept on this device with a saved article, if any. */
export const storedStory = (id: number) => getKeptStory(localDb(), id);
/** A story's first page just read online replaces the kept copy (if this device keeps one). */
export const refreshStory = (story: StoryPage) => refreshKeptStory(localDb(), story);
/** The signed-in shell as last seen online. */
export const readLocalAccount = () => readAccount(localDb());
export const saveLocalAccount = (patch: AccountPatch) => saveAccount(localDb(), patch);

let outbox: Outbox | null = null;
let flushing: { kick: () => void; stop: () => void } | null = null;

export function theOutbox(): Outbox {
  outbox ??= new Outbox({ db: localDb(), send: httpSender(), onUnauthorized: () => void resetSessionAndGoToLogin() });
  return outbox;
}

/** Start replaying queued changes (start-up, online, visible, timer); stop when the reader leaves. */
export function startOutbox(): () => void {
  flushing ??= startFlushing(theOutbox(), { ...bindWindow(), document });
  return () => {
    flushing?.stop();
    flushing = null;
  };
}

function bindWindow() {
  return {
    addEventListener: (t: 'online', fn: () => void) => window.addEventListener(t, fn),
    removeEventListener: (t: 'online', fn: () => void) => window.removeEventListener(t, fn),
    setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
    clearTimeout: (h: never) => window.clearTimeout(h),
  };
}

const kick = () => (flushing ? flushing.kick() : void theOutbox().flush());

const warnFill = (e: unknown) => console.warn('Could not fetch a saved article for offline reading', e);

/**
 * The saved articles' copies, then their stories (whose ids the copies carry), then their
 * rendered pages (for the service worker to answer their addresses with offline).
 */
const fillSaved = (articles: boolean) =>
  (articles ? fillMissingArticles(localDb()) : Promise.resolve())
    .then(() => fillSavedStories(localDb(), PAGING.storySize))
    .then(() => keepArticlePages(localDb(), plainParagraphs))
    .catch(warnFill);

/**
 * Save a bookmark on this device now and queue it for the server. The article and its AI
 * answers are kept already when it was opened; one saved from a card is fetched now, and the
 * article's story with it.
 */
export async function queueSaveBookmark(input: SaveInput): Promise<void> {
  const { first } = await saveBookmark(localDb(), input);
  kick();
  // The first saved article asks the browser to keep this site's storage under pressure.
  if (first) void navigator.storage?.persist?.().catch(() => false);
  if (!browserOffline()) void fillSaved(!(await getStoredArticle(localDb(), input.url)));
}

export async function queueRemoveBookmark(url: string, keepNote: boolean): Promise<void> {
  await removeBookmark(localDb(), url, { keepNote });
  kick();
}

export type StoredNote = { url: string; note: string; updatedAt: string | null };

export async function queueNote(url: string, note: string): Promise<StoredNote> {
  await setNote(localDb(), url, note);
  kick();
  return localNote(url);
}

/** The note of an article on this device ('' and no date when there is none). */
export async function localNote(url: string): Promise<StoredNote> {
  const row = await localDb().notes.get(url);
  return { url, note: row?.note ?? '', updatedAt: row ? new Date(row.updatedAt).toISOString() : null };
}

/** The device's bookmarks after a sync when one is due (online). */
export async function localBookmarkPage(query: LocalBookmarkQuery) {
  await syncBookmarksQuietly();
  return pageBookmarks(localDb(), query);
}

export async function localBookmarkIndex() {
  await syncBookmarksQuietly();
  return bookmarkIndex(localDb());
}

// Screens that list bookmarks sync first; a sync this recent is fresh enough for them.
const SYNC_FRESH_MS = 10_000;
let syncing: Promise<void> | null = null;
let syncedAt = 0;

/**
 * Merge the server's bookmarks and notes (keeping changes still queued here), then fetch the
 * articles of any saved elsewhere and the stories of saved articles. `force` syncs even when one finished moments ago.
 */
export function syncBookmarks(force = true): Promise<void> {
  if (browserOffline()) return Promise.resolve();
  if (syncing) return syncing;
  if (!force && Date.now() - syncedAt < SYNC_FRESH_MS) return Promise.resolve();
  syncing = (async () => {
    try {
      await syncDown(localDb(), theOutbox());
    } catch (e) {
      if (e instanceof HttpStatusError && e.status === 401) void resetSessionAndGoToLogin();
      throw e;
    }
    syncedAt = Date.now();
    void fillSaved(true);
  })().finally(() => {
    syncing = null;
  });
  return syncing;
}

/** Sync when due, tolerating failure: the device's copy is what screens show either way. */
export const syncBookmarksQuietly = (): Promise<void> =>
  syncBookmarks(false).catch((e: unknown) => console.warn('Showing bookmarks kept on this device; sync failed', e));
