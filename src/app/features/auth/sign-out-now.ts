import type { QueryClient } from '@tanstack/react-query';
import { unsubscribeDevice } from '#app/lib/push-device.ts';
import { forgetOfflineCopies } from '#app/lib/session-reset.ts';
import { endClientSession } from './end-session';
import { endServerSession, markSignOutPending } from './sign-out-pending';

let running: Promise<void> | null = null;

/**
 * Log out at once: the server call and the wipe of everything personal on this device start
 * together, and nothing the reader does afterwards (leaving the farewell, closing the tab)
 * cancels them. Anything the old session fetched while the call was on its way (an article's
 * text landing in the service worker's cache) is wiped once more when the call is answered.
 * This device stops receiving the member's alerts before the session ends (#app/lib/push-device.ts).
 * Calling it again while it runs joins the same work.
 */
export function signOutNow(queryClient: QueryClient, win: Window = window): Promise<void> {
  running ??= (async () => {
    const wiped = endClientSession(queryClient, win);
    // Set after the wipe of local storage: the marker must outlive it until the call lands.
    markSignOutPending(win, true);
    // This device's alerts stop first: the server forgets the device while the session exists.
    await unsubscribeDevice(win);
    await Promise.allSettled([endServerSession(win), wiped]);
    // Local storage now holds the pending-call marker, which must stay until the call lands.
    await forgetOfflineCopies(win);
  })().finally(() => {
    running = null;
  });
  return running;
}
