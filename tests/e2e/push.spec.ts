import type { BrowserContext, Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import type { PushPayload } from '#shared/schemas/push.ts';
import { expect, test } from './fixtures';
import { controlledBySw } from './network';
import { CSRF, signIn } from './sign-in';

// Each test installs the service worker (its precache), which takes a while on a loaded machine.
test.slow();

// An alert reaches the service worker as the push service would deliver it (Chromium's DevTools
// ServiceWorker.deliverPushMessage), and the worker shows it: read back through
// registration.getNotifications().

/** A page of the app under its service worker, and a way to push to that worker. */
async function pushTo(page: Page, context: BrowserContext, baseURL: string) {
  await context.grantPermissions(['notifications']);
  await page.goto('/dashboard/news');
  await controlledBySw(page);
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const origin = new URL(baseURL).origin;
  return {
    origin,
    push: (payload: PushPayload) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) }),
  };
}

const alert = (
  storyId: number,
  sources: number,
  body: string,
  url = '/pages/news/details/https%3A%2F%2Fnews.example%2Fassam-floods',
): PushPayload => ({
  title: 'Brahmaputra floods cut off villages in Assam',
  body,
  url,
  storyId,
  language: 'en',
  sources,
  term: 'Brahmaputra',
});

const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      lang: n.lang,
      dir: n.dir,
      icon: n.icon,
      actions: (n as Notification & { actions?: { action: string; title: string }[] }).actions?.map((a) => a.title),
    })),
  );

/**
 * A tap on the notification of `tag` (on its `action` button when given). DevTools cannot click a
 * notification, so the worker is handed the event a tap makes (a `notificationclick` for that
 * notification): its handler runs as for a tap, without the tap's permission to focus a window.
 */
async function tap(context: BrowserContext, tag: string, action = '') {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    async ([t, a]) => {
      // The worker's own globals, which the page's types do not know.
      type Click = new (type: string, init: { notification: Notification; action: string }) => Event;
      const sw = self as unknown as EventTarget & {
        registration: ServiceWorkerRegistration;
        NotificationEvent: Click;
      };
      const [notification] = await sw.registration.getNotifications({ tag: t });
      if (!notification) throw new Error(`no notification ${t}`);
      sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification, action: a }));
    },
    [tag, action] as const,
  );
}

test('a pushed alert shows its notification: headline, source and sources, story tag, language, Unwatch', async ({
  page,
  context,
  baseURL,
}) => {
  const { origin, push } = await pushTo(page, context, baseURL!);
  await push(alert(7, 1, 'Assam Tribune'));
  await expect
    .poll(() => shown(page))
    .toEqual([
      {
        title: 'Brahmaputra floods cut off villages in Assam',
        body: 'Assam Tribune',
        tag: 'story-7',
        lang: 'en',
        dir: 'ltr',
        icon: `${origin}/icons/pwa-192x192.png`,
        actions: ['Unwatch “Brahmaputra”'],
      },
    ]);
  // A later source of the same story replaces the notification instead of adding one.
  await push(alert(7, 2, 'The Sentinel'));
  await expect
    .poll(async () => (await shown(page)).map((n) => [n.tag, n.body]))
    .toEqual([['story-7', 'The Sentinel · 2 sources']]);
});

test('a tap on an alert opens its article in the window the app has open', async ({ page, context, baseURL }) => {
  const res = await page.request.get(`${API.news.latest}?size=1`);
  const article = ((await res.json()) as { content: { url: string; title: string }[] }).content[0]!;
  const address = `/pages/news/details/${encodeURIComponent(article.url)}`;
  const { push } = await pushTo(page, context, baseURL!);
  await push(alert(11, 1, 'Assam Tribune', address));
  await expect.poll(async () => (await shown(page)).map((n) => n.tag)).toEqual(['story-11']);

  await tap(context, 'story-11');
  await expect(page).toHaveURL(`${baseURL}${address}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  // The tap closes the notification.
  await expect.poll(() => shown(page)).toEqual([]);
});

test('"Unwatch" on an alert takes its term off the signed-in reader\'s watch list', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page);
  const put = await page.request.put(API.user.watchlist, { data: { terms: ['Brahmaputra', 'ISRO'] }, headers: CSRF });
  expect(put.ok()).toBeTruthy();
  const { push } = await pushTo(page, context, baseURL!);
  await push(alert(12, 1, 'Assam Tribune'));
  await expect.poll(async () => (await shown(page)).map((n) => n.tag)).toEqual(['story-12']);

  await tap(context, 'story-12', 'unwatch');
  await expect
    .poll(async () => ((await (await page.request.get(API.user.watchlist)).json()) as { terms: string[] }).terms)
    .toEqual(['ISRO']);
  // The article was not opened: the reader stays where they were.
  await expect(page).toHaveURL(`${baseURL}/dashboard/news`);
});
