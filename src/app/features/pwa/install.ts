// "Install app": the browser's own prompt where it offers one (beforeinstallprompt), and the
// steps to follow where it does not (iOS Safari, Firefox).
import { useSyncExternalStore } from 'react';

type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Listen from start-up: the browser fires the event once, early, and only to listeners present. */
export function watchInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // keep it for the drawer item instead of the browser's mini-bar
    deferred = e as InstallPromptEvent;
    notify();
  });
  win.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    notify();
  });
}

const standalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true);

export type InstallState = 'installed' | 'prompt' | 'manual';

const snapshot = (): InstallState => (installed || standalone() ? 'installed' : deferred ? 'prompt' : 'manual');

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    snapshot,
    () => 'manual',
  );
}

/** Show the browser's install dialog; resolves whether the reader accepted. */
export async function promptInstall(): Promise<boolean> {
  const e = deferred;
  if (!e) return false;
  deferred = null;
  notify();
  await e.prompt();
  return (await e.userChoice).outcome === 'accepted';
}

export type Platform = 'ios' | 'android' | 'desktop';

export function detectPlatform(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): Platform {
  if (/iPhone|iPad|iPod/i.test(ua) || (/Macintosh/i.test(ua) && /Mobile/i.test(ua))) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return 'desktop';
}
