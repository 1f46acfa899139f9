import { forgetUser } from '#offline/forget-user.ts';

export const LOGIN_PATH = '/pages/user/login';
export const LOGOUT_PATH = '/secure/logout';

// Clearing IndexedDB and the caches normally takes milliseconds; a stuck store must not keep
// the reader from the login page.
const CLEAR_WAIT_MS = 2000;

// The store (with Dexie) loads on demand; the first 401 may be what loads it.
const store = () => import('#offline/db.ts').then((m) => m.offlineDb());

function localStorageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined; // blocked storage throws on access
  }
}

const withinWait = (work: Promise<void>, win: Window) =>
  Promise.race([work, new Promise<void>((r) => win.setTimeout(r, CLEAR_WAIT_MS))]);

/**
 * Forget the user on this device (#offline/forget-user.ts): readable cookies, local storage but
 * the device's keys (theme, interface language), the offline store and the personal caches.
 */
export const forgetUserHere = (win: Window = window): Promise<void> =>
  withinWait(
    forgetUser({
      db: store(),
      caches: 'caches' in win ? win.caches : undefined,
      storage: localStorageOf(win),
      document: win.document,
    }),
    win,
  );

/** Only what the offline store and the worker's caches hold: saved articles, notes, the outbox, the account. */
export const forgetOfflineCopies = (win: Window = window): Promise<void> =>
  withinWait(forgetUser({ db: store(), caches: 'caches' in win ? win.caches : undefined }), win);

/**
 * The any-401 rule (docs/product.md, "Sign-in and sessions"): forget the user on this device,
 * then go to the login page, which sends the reader back to this page after signing in again.
 * A full page load (not a router navigation) also drops every in-memory query and user state;
 * it waits for the offline store to be emptied, since leaving the page would cut that short.
 */
export async function resetSessionAndGoToLogin(win: Window = window): Promise<void> {
  await forgetUserHere(win);
  const { pathname, search, hash } = win.location;
  if (pathname === LOGIN_PATH) return;
  // The login page brings the reader back here after signing in again; not to the logout page,
  // where a request still in flight when the session ended can land its 401.
  if (pathname === LOGOUT_PATH) win.location.assign(LOGIN_PATH);
  else win.location.assign(`${LOGIN_PATH}?${new URLSearchParams({ redirect: pathname + search + hash })}`);
}
