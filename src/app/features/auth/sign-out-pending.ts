import { signOut } from './api/sign-out';

/**
 * Set when the sign-out call could not reach the server (no network): the session cookie is
 * HttpOnly, so only the server can end it. The next look-up of the user sends the call first
 * (api/get-me.ts), and until it succeeds the device reads as a visitor.
 */
export const SIGN_OUT_PENDING_KEY = 'khabar-sign-out-pending';

export function markSignOutPending(win: Window, pending: boolean): void {
  try {
    if (pending) win.localStorage.setItem(SIGN_OUT_PENDING_KEY, '1');
    else win.localStorage.removeItem(SIGN_OUT_PENDING_KEY);
  } catch {
    // Storage unavailable: nothing to remember the retry by.
  }
}

export function signOutPending(win: Window = window): boolean {
  try {
    return win.localStorage.getItem(SIGN_OUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/** The sign-out call; false when it did not reach the server. Survives the page being left. */
export async function endServerSession(win: Window = window): Promise<boolean> {
  try {
    await signOut();
    markSignOutPending(win, false);
    return true;
  } catch (e) {
    console.warn('Sign-out call failed; it is sent again when the network is back', e);
    markSignOutPending(win, true);
    return false;
  }
}
