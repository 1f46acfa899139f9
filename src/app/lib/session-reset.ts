export const LOGIN_PATH = '/pages/user/login';

/** Expire every cookie script can see; the HttpOnly session cookie is the server's to clear. */
export function clearReadableCookies(doc: Document = document): void {
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * SPEC.md §4 "Any 401": clear cookies and local storage, go to the login page. A full page
 * load (not a router navigation) also drops every in-memory query and user state.
 */
export function resetSessionAndGoToLogin(win: Window = window): void {
  clearReadableCookies(win.document);
  try {
    win.localStorage.clear();
  } catch {
    // Storage can be unavailable (private mode, quota); the redirect still matters more.
  }
  if (win.location.pathname !== LOGIN_PATH) win.location.assign(LOGIN_PATH);
}
