/// <reference lib="webworker" />
// Alerts (docs/alerts.md): a push shows its notification; a tap opens the article in the app,
// "Unwatch" takes the term off the watch list.
import { API } from '#shared/api-paths.ts';
import { pushPayloadSchema } from '#shared/schemas/push.ts';
import { watchlistSchema } from '#shared/schemas/watchlist.ts';
import { notificationOf, UNWATCH_ACTION, withoutTerm, type NotificationData } from './push-notification';

declare const self: ServiceWorkerGlobalScope;

// A state-changing call carries the CSRF header, as every client call does.
const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'khabar' };

self.addEventListener('push', (event: PushEvent) => {
  let json: unknown;
  try {
    json = event.data?.json();
  } catch {
    json = undefined;
  }
  const parsed = pushPayloadSchema.safeParse(json);
  // A push the worker cannot read still shows something: browsers require a notification.
  const { title, options } = parsed.success
    ? notificationOf(parsed.data)
    : { title: 'Khabar', options: { body: 'News on your watch list.', icon: '/icons/pwa-192x192.png' } };
  event.waitUntil(self.registration.showNotification(title, options));
});

async function unwatch(term: string): Promise<void> {
  const res = await fetch(API.user.watchlist, { credentials: 'same-origin' });
  if (!res.ok) return;
  const list = watchlistSchema.safeParse(await res.json());
  if (!list.success) return;
  await fetch(API.user.watchlist, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: JSON_HEADERS,
    body: JSON.stringify({ terms: withoutTerm(list.data.terms, term) }),
  });
}

/**
 * The article in the app: a window already showing the app is sent there and focused (the
 * window the member last used first), else a new one opens. Moving the window comes before
 * focusing it: a browser that refuses the focus still shows the article there.
 */
async function open(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const app = windows.find((w) => w.url === url) ?? windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (app) {
    const there = app.url === url ? app : await app.navigate(url).catch(() => null);
    if (there) {
      await there.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  const data = event.notification.data as NotificationData | undefined;
  event.notification.close();
  if (!data) return;
  if (event.action === UNWATCH_ACTION && data.term) event.waitUntil(unwatch(data.term));
  else event.waitUntil(open(data.url));
});
