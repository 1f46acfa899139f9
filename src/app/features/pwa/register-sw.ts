import { Workbox } from 'workbox-window';
import { createUpdateController, type UpdateController } from './update-controller';

const HOUR_MS = 60 * 60 * 1000;
let controller: UpdateController | null | undefined;

/**
 * Register /sw.js once (built app only: the dev server has no service worker) and return the
 * update controller, or null where there is no service worker. MODE, not PROD: a build run
 * with NODE_ENV=test (the e2e web server) is still a build with a service worker.
 */
export function startServiceWorker(): UpdateController | null {
  if (controller !== undefined) return controller;
  if (import.meta.env.MODE === 'development' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    controller = null;
    return controller;
  }
  const wb = new Workbox('/sw.js', { scope: '/' });
  controller = createUpdateController(wb, () => window.location.reload());
  void wb.register().catch((err: unknown) => {
    // A failed registration only costs offline support; the app keeps working online.
    console.warn('Service worker registration failed', err);
  });
  // Long-lived tabs (an installed app stays open for days) look for a new version hourly.
  window.setInterval(() => void wb.update().catch(() => undefined), HOUR_MS);
  return controller;
}
