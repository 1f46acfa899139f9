// This browser's side of alerts (docs/alerts.md): whether it can receive Web Push at all, its
// subscription, and forgetting that subscription when the member signs out. Shared by the alerts
// screen and the sign-out; the calls to the server go through the app's one HTTP client.
import { API } from '#shared/api-paths.ts';
import { requestVoid } from './http';

/** Why this browser cannot receive alerts, or whether this device has them on. */
export type PushDeviceState =
  /** iOS or iPadOS Safari, outside the home-screen app: push exists only in the installed app. */
  | 'ios-browser'
  /** No service worker here (a private window, an old browser, a page not served over https). */
  | 'no-service-worker'
  /** A service worker but no Web Push in this browser. */
  | 'no-push'
  /** The member (or the browser's settings) refused notifications to this site. */
  | 'blocked'
  | 'off'
  | 'on';

type Nav = Navigator & { standalone?: boolean };

/** An iPhone or iPad (iPadOS reports a Mac with a touch screen). */
export function isAppleMobile(nav: Pick<Nav, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

/** Opened from the home screen (or installed on a desktop): the app's own window, not a browser tab. */
export function isInstalledApp(win: Window): boolean {
  return (win.navigator as Nav).standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

/**
 * What this browser can do, before asking anything of the member: nothing here asks for
 * permission (the screen asks only when "Turn on alerts" is tapped).
 */
export function pushSupport(win: Window): Exclude<PushDeviceState, 'blocked' | 'off' | 'on'> | 'supported' {
  if (isAppleMobile(win.navigator) && !isInstalledApp(win)) return 'ios-browser';
  if (!('serviceWorker' in win.navigator) || !win.isSecureContext) return 'no-service-worker';
  if (!('PushManager' in win) || !('Notification' in win)) return 'no-push';
  return 'supported';
}

// On a first visit the app registers its worker after the page has started.
const REGISTRATION_WAIT_MS = 5000;

/** The service worker's registration, if the app has one in this browser (or gets one in a moment). */
export async function registration(win: Window = window): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in win.navigator)) return undefined;
  const workers = win.navigator.serviceWorker;
  return (
    (await workers.getRegistration()) ??
    Promise.race([workers.ready, new Promise<undefined>((r) => win.setTimeout(r, REGISTRATION_WAIT_MS))])
  );
}

/** This browser's push subscription for the app, if it has one. */
export async function currentSubscription(win: Window = window): Promise<PushSubscription | null> {
  if (pushSupport(win) !== 'supported') return null;
  const reg = await registration(win);
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * The device's state: what the browser allows, and whether this device is among the member's
 * devices (`endpoints`, as the server lists them).
 */
export async function pushDeviceState(endpoints: readonly string[], win: Window = window): Promise<PushDeviceState> {
  const support = pushSupport(win);
  if (support !== 'supported') return support;
  const { Notification } = win as Window & typeof globalThis;
  if (Notification.permission === 'denied') return 'blocked';
  const reg = await registration(win);
  if (!reg) return 'no-service-worker';
  const sub = await reg.pushManager.getSubscription();
  return sub && Notification.permission === 'granted' && endpoints.includes(sub.endpoint) ? 'on' : 'off';
}

// Sign-out must not wait long on a slow network: the browser's own unsubscribe still happens,
// and a device the server still lists answers 410 at the next alert, which deletes it there.
const SIGN_OUT_WAIT_MS = 3000;

/**
 * This device stops receiving the signed-in member's alerts: the server forgets it (while the
 * session still exists), then the browser drops the subscription. Never throws.
 */
export async function unsubscribeDevice(win: Window = window): Promise<void> {
  try {
    const sub = await currentSubscription(win);
    if (!sub) return;
    const forgotten = requestVoid(API.push.subscription, {
      method: 'delete',
      searchParams: { endpoint: sub.endpoint },
    }).catch(() => undefined);
    await Promise.race([forgotten, new Promise<void>((r) => win.setTimeout(r, SIGN_OUT_WAIT_MS))]);
    await sub.unsubscribe();
  } catch {
    // No subscription to drop, or the browser refused: nothing more to do on sign-out.
  }
}
