// A locked Save that sent a visitor to sign in: the article is kept for this tab's session
// (sessionStorage), and once the reader is back and signed in the save is finished for a member,
// or the reader is told why not (MemberArticleActions). A sign-in that takes longer than
// SAVE_AFTER_SIGN_IN_MS, or never happens, leaves nothing behind to surprise them later.
// Checked here for shape only: the save itself parses it with the shared bookmark schema.
import type { BookmarkInput } from '#shared/schemas/bookmarks.ts';

const KEY = 'khabar.save-after-sign-in';
export const SAVE_AFTER_SIGN_IN_MS = 30 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // blocked storage throws on access
  }
}

/** Remember the article to save once the reader has signed in. */
export function saveAfterSignIn(article: BookmarkInput, now = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ title: article.title, url: article.url, at: now }));
}

/** The article a sign-in was started for (and forget it), or null; a stale or malformed one is dropped. */
export function takeSaveAfterSignIn(now = Date.now()): BookmarkInput | null {
  const s = storage();
  const raw = s?.getItem(KEY);
  if (!s || raw == null) return null;
  s.removeItem(KEY);
  try {
    const v = JSON.parse(raw) as { title?: unknown; url?: unknown; at?: unknown };
    if (typeof v.at !== 'number' || now - v.at > SAVE_AFTER_SIGN_IN_MS || v.at > now) return null;
    return typeof v.title === 'string' && typeof v.url === 'string' ? { title: v.title, url: v.url } : null;
  } catch {
    return null;
  }
}
