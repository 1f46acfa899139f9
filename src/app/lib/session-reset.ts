export const LOGIN_PATH = '/pages/user/login';
export const LOGOUT_PATH = '/secure/logout';

/** Expire every cookie script can see; the HttpOnly session cookie is the server's to clear. */
export function clearReadableCookies(doc: Document = document): void {
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

// Clearing IndexedDB and the caches normally takes milliseconds; a stuck store must not keep
// the reader from the login page.
const CLEAR_WAIT_MS = 2000;

/** Saved articles, notes, the outbox, the last-known account and the personal caches. */
export async function clearOfflineCopies(win: Window = window): Promise<void> {
  // The offline store loads on demand; the first 401 may be what loads it.
  const clearing = Promise.all([import('#offline/clear.ts'), import('#offline/db.ts')]).then(
    ([{ clearPersonalData }, { offlineDb }]) =>
      clearPersonalData(offlineDb(), 'caches' in win ? win.caches : undefined),
  );
  await Promise.race([clearing, new Promise((r) => win.setTimeout(r, CLEAR_WAIT_MS))]);
}

/**
 * The any-401 rule (docs/product.md, "Sign-in and sessions"): clear cookies, local storage and everything kept for
 * offline reading, then go to the login page, which sends the reader back to this page after
 * signing in again. A full page load (not a router navigation) also drops
 * every in-memory query and user state; it waits for the offline store to be emptied, since
 * leaving the page would cut that short.
 */
export async function resetSessionAndGoToLogin(win: Window = window): Promise<void> {
  clearReadableCookies(win.document);
  try {
    win.localStorage.clear();
  } catch {
    // Storage can be unavailable (private mode, quota); the redirect still matters more.
  }
  await clearOfflineCopies(win);
  const { pathname, search, hash } = win.location;
  if (pathname === LOGIN_PATH) return;
  // The login page brings the reader back here after signing in again; not to the logout page,
  // where a request still in flight when the session ended can land its 401.
  if (pathname === LOGOUT_PATH) win.location.assign(LOGIN_PATH);
  else win.location.assign(`${LOGIN_PATH}?${new URLSearchParams({ redirect: pathname + search + hash })}`);
}
