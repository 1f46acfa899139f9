// The page's side of the offline store: one outbox runner, live reads of IndexedDB for React,
// and the bookmark/note changes screens make (written locally first, sent by the outbox).
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { saveBookmark, removeBookmark, setNote, type SaveInput } from '#offline/bookmarks.ts';
import { offlineDb, type OfflineDb } from '#offline/db.ts';
import { Outbox, startFlushing } from '#offline/outbox.ts';
import { fillMissingArticles, syncDown } from '#offline/sync-down.ts';
import { httpSender } from '#offline/transport.ts';
import { isApiError } from './api-error';
import { resetSessionAndGoToLogin } from './session-reset';

export const localDb = (): OfflineDb => offlineDb();

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

/** The browser says there is no network: skip requests that would only fail and wait. */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A request that got no HTTP answer (offline, time-out), as opposed to a server's refusal. */
export const isNetworkFailure = (e: unknown): boolean => isApiError(e) && e.isNetwork && e.error !== 'Invalid Response';

/** Save a bookmark on this device now (with its article when known) and queue it for the server. */
export async function queueSaveBookmark(input: SaveInput): Promise<void> {
  const { first } = await saveBookmark(localDb(), input);
  kick();
  // The first saved article asks the browser to keep this site's storage under pressure.
  if (first) void navigator.storage?.persist?.().catch(() => false);
}

export async function queueRemoveBookmark(url: string, keepNote: boolean): Promise<void> {
  await removeBookmark(localDb(), url, { keepNote });
  kick();
}

export async function queueNote(url: string, note: string): Promise<void> {
  await setNote(localDb(), url, note);
  kick();
}

/** Merge the server's bookmarks and notes, then fetch the articles of any saved elsewhere. */
export async function syncBookmarks(): Promise<void> {
  if (browserOffline()) return;
  await syncDown(localDb(), theOutbox());
  await fillMissingArticles(localDb());
}

/** Subscribe a component to an IndexedDB read; it re-renders when the data changes (any tab). */
export function useLiveQuery<T>(query: () => Promise<T>, deps: readonly unknown[], initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const sub = liveQuery(query).subscribe({
      next: setValue,
      error: (e: unknown) => console.warn('Could not read the offline store', e),
    });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the query reads
  }, deps);
  return value;
}
