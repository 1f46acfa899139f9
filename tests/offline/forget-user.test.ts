// @vitest-environment jsdom
// One way to forget a user on this device, reached three ways: a 401, a sign-out and the
// service worker seeing the sign-out call. Each forgets everything personal and keeps the
// device's keys (the theme, the interface language, My languages and its cookie).
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAccount, saveAccount } from '#offline/account.ts';
import { saveBookmark, setNote } from '#offline/bookmarks.ts';
import { offlineDb } from '#offline/db.ts';
import { forgetUser } from '#offline/forget-user.ts';
import {
  LANGUAGE_STORAGE_KEY,
  NEWS_LANGUAGES_COOKIE,
  NEWS_LANGUAGES_OFFER_KEY,
  NEWS_LANGUAGES_STORAGE_KEY,
  THEME_STORAGE_KEY,
} from '#offline/names.ts';
import { endClientSession } from '#app/features/auth/end-session.ts';
import { resetSessionAndGoToLogin } from '#app/lib/session-reset.ts';
import { API } from '#shared/api-paths.ts';
import { forgetOnSignOut, notKeptAcrossSignOut } from '../../sw/sign-out';
import { article, freshOfflineDb } from './local-db';

const ORIGIN = 'https://khabar.example';
const A = 'https://example.com/a';
const APP_SHELL_CACHE = 'workbox-precache-v2-https://khabar.example/';

/** The worker's caches by name: the personal ones and the app shell's. */
class FakeCaches {
  names = new Set(['khabar-news-v1', 'khabar-images-v1', 'khabar-assets-v1', APP_SHELL_CACHE]);
  keys = async () => [...this.names];
  delete = async (name: string) => this.names.delete(name);
}

let fakeCaches: FakeCaches;

beforeEach(async () => {
  fakeCaches = new FakeCaches();
  await saveBookmark(offlineDb(), { url: A, title: 'A' });
  await setNote(offlineDb(), A, 'my note');
  await saveAccount(offlineDb(), { user: { firstName: 'Asha' }, credits: 100, days: 30 });
  localStorage.setItem(THEME_STORAGE_KEY, 'grey');
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
  localStorage.setItem(NEWS_LANGUAGES_STORAGE_KEY, 'hi,en');
  localStorage.setItem(NEWS_LANGUAGES_OFFER_KEY, 'answered');
  document.cookie = `${NEWS_LANGUAGES_COOKIE}=hi%2Cen; path=/`;
  localStorage.setItem('khabar-queries', '{"clientState":{}}');
  document.cookie = 'rememberMe=Yes; path=/';
});

const page = (pathname = '/dashboard/news') =>
  ({
    document,
    localStorage,
    setTimeout,
    caches: fakeCaches as unknown as CacheStorage,
    location: { pathname, search: '', hash: '', assign: vi.fn() },
  }) as unknown as Window;

async function expectPersonalDataGone() {
  for (const table of offlineDb().tables) expect(await table.count(), table.name).toBe(0);
  expect([...fakeCaches.names].sort()).toEqual([APP_SHELL_CACHE, 'khabar-assets-v1'].sort());
}

function expectDeviceKeysKept() {
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('grey');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  expect(localStorage.getItem(NEWS_LANGUAGES_STORAGE_KEY)).toBe('hi,en');
  expect(localStorage.getItem(NEWS_LANGUAGES_OFFER_KEY)).toBe('answered');
  expect(document.cookie).toContain(`${NEWS_LANGUAGES_COOKIE}=hi%2Cen`);
}

describe('forgetting a user on this device', () => {
  it('after a 401: personal data, stored lists and cookies go; theme and language stay', async () => {
    await resetSessionAndGoToLogin(page());
    await expectPersonalDataGone();
    expect(localStorage.getItem('khabar-queries')).toBeNull();
    expect(document.cookie).not.toContain('rememberMe=Yes');
    expectDeviceKeysKept();
  });

  it('on sign-out: the same, and the query cache reads as a visitor', async () => {
    const qc = new QueryClient();
    qc.setQueryData(['auth', 'balance', 'credits'], 250);
    await endClientSession(qc, page());
    await expectPersonalDataGone();
    expect(localStorage.getItem('khabar-queries')).toBeNull();
    expect(document.cookie).not.toContain('rememberMe=Yes');
    expect(qc.getQueryData(['auth', 'balance', 'credits'])).toBeUndefined();
    expectDeviceKeysKept();
  });

  it('in the service worker, when the page posts the sign-out call', async () => {
    const device = () => ({ db: offlineDb(), caches: fakeCaches as unknown as CacheStorage });
    const signOut = new Request(`${ORIGIN}${API.user.logout}`, { method: 'POST' });
    await forgetOnSignOut(signOut, ORIGIN, device);
    await expectPersonalDataGone();
    expectDeviceKeysKept();
  });

  it('the service worker forgets nothing for any other request', async () => {
    const device = () => ({ db: offlineDb(), caches: fakeCaches as unknown as CacheStorage });
    expect(forgetOnSignOut(new Request(`${ORIGIN}${API.user.logout}`), ORIGIN, device)).toBeNull();
    expect(forgetOnSignOut(new Request(`${ORIGIN}/api/other`, { method: 'POST' }), ORIGIN, device)).toBeNull();
    expect(await offlineDb().bookmarks.count()).toBe(1);
    expect(fakeCaches.names.size).toBe(4);
  });

  it('the service worker does not cache an answer that was on its way when the reader signed out', async () => {
    const device = () => ({ db: offlineDb(), caches: fakeCaches as unknown as CacheStorage });
    const request = new Request(`${ORIGIN}/api/elasticsearch/public/story/7`);
    const response = new Response('{}');
    // The worker's fetch event, of a type the page's library does not name.
    type Plugin = Required<typeof notKeptAcrossSignOut>;
    const event = new Event('fetch') as Parameters<Plugin['handlerWillStart']>[0]['event'];
    const asked = async (state: Record<string, unknown>) => {
      await notKeptAcrossSignOut.handlerWillStart?.({ request, event, state });
      return state;
    };
    const before = await asked({});
    const keep = (state: Record<string, unknown>) =>
      notKeptAcrossSignOut.cacheWillUpdate?.({ request, response, event, state });
    expect(await keep(before)).toBe(response);
    await forgetOnSignOut(new Request(`${ORIGIN}${API.user.logout}`, { method: 'POST' }), ORIGIN, device);
    expect(await keep(before)).toBeNull();
    // A request the page makes after the sign-out (a visitor's) is cached as usual.
    expect(await keep(await asked({}))).toBe(response);
  });

  it('clears every part it can even when one fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = { keys: () => Promise.reject(new Error('no caches')) } as unknown as CacheStorage;
    await forgetUser({ db: offlineDb(), caches: broken, storage: localStorage });
    expect(await offlineDb().notes.count()).toBe(0);
    expect(localStorage.getItem('khabar-queries')).toBeNull();
    expectDeviceKeysKept();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('clearing personal data', () => {
  const db = freshOfflineDb('forget-user-test');

  it('empties every table and the personal caches, keeping the app shell cache', async () => {
    await saveBookmark(db(), { url: A, title: 'A', article: article(A) });
    await setNote(db(), A, 'n');
    await saveAccount(db(), { user: { firstName: 'Asha' }, credits: 100, days: 30 });
    const deleted: string[] = [];
    const storage = {
      keys: async () => ['khabar-news-v1', 'khabar-images-v1', 'workbox-precache-v2-x'],
      delete: async (n: string) => deleted.push(n) > 0,
    } as unknown as CacheStorage;
    await forgetUser({ db: db(), caches: storage });
    for (const t of db().tables) expect(await t.count()).toBe(0);
    expect(await readAccount(db())).toBeUndefined();
    expect(deleted.sort()).toEqual(['khabar-images-v1', 'khabar-news-v1']);
  });
});
