import { expect, test } from './fixtures';
import { controlledBySw } from './network';

// An alert reaches the service worker as the push service would deliver it (Chromium's DevTools
// ServiceWorker.deliverPushMessage), and the worker shows it: read back through
// registration.getNotifications().
test('a pushed alert shows its notification: headline, source and sources, story tag, language, Unwatch', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/dashboard/news');
  await controlledBySw(page);
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const alert = (storyId: number, sources: number, body: string) =>
    JSON.stringify({
      title: 'Brahmaputra floods cut off villages in Assam',
      body,
      url: '/pages/news/details/https%3A%2F%2Fnews.example%2Fassam-floods',
      storyId,
      language: 'en',
      sources,
      term: 'Brahmaputra',
    });
  const origin = new URL(baseURL!).origin;
  const shown = () =>
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

  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: alert(7, 1, 'Assam Tribune') });
  await expect.poll(shown).toEqual([
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
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: alert(7, 2, 'The Sentinel') });
  await expect
    .poll(async () => (await shown()).map((n) => [n.tag, n.body]))
    .toEqual([['story-7', 'The Sentinel · 2 sources']]);
});
