import { API } from '#shared/api-paths.ts';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures';
import { controlledBySw } from './network';
import { becomeMember } from './payments';
import { ALERT_DEVICE_STATE_TEXTS as DEVICE_STATE_TEXTS, ALERT_TEXTS as T } from './english-words';
import { CSRF, signIn } from './sign-in';

// Members sign in, buy a membership and install the service worker: slow on a loaded machine.
test.slow();

const PATH = '/pages/user/alerts';

test('a visitor and a reader without a membership see what alerts give and the way to them', async ({ page }) => {
  await page.goto(PATH);
  const pitch = page.getByTestId('alerts-pitch');
  await expect(pitch.getByRole('heading', { name: T.membersHeading })).toBeVisible();
  await expect(pitch.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: T.turnOn })).toHaveCount(0);

  await signIn(page);
  await page.goto(PATH);
  await expect(pitch.getByRole('link', { name: 'Upgrade now' })).toBeVisible();
  await expect(pitch.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test(`a member's alerts screen at ${width} px: this device off, no question asked on load, settings saved`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await becomeMember(page);
    const put = await page.request.put(API.user.watchlist, {
      data: { terms: ['Brahmaputra', 'ISRO'] },
      headers: CSRF,
    });
    expect(put.ok()).toBeTruthy();

    // Reached from the account menu.
    await page.goto('/dashboard/private');
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: T.menu }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await controlledBySw(page);

    const device = page.getByTestId('alerts-device');
    await expect(device.getByTestId('alerts-state')).toHaveText(DEVICE_STATE_TEXTS.off.label);
    await expect(device.getByRole('button', { name: T.turnOn })).toBeVisible();
    // Opening the screen asked the browser nothing.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    const form = page.getByRole('form', { name: T.settingsHeading });
    await expect(form.getByRole('switch', { name: 'Brahmaputra' })).toBeChecked();
    await form.getByRole('switch', { name: 'ISRO' }).click();
    await form.getByText(T.digest).click();
    await expect(form.getByRole('radio', { name: T.digest })).toBeChecked();
    await expect(form.getByTestId('digest-time')).toHaveText(['08:00', '18:00']);
    await form.getByRole('button', { name: T.removeTime('18:00') }).click();
    // A digest with no time cannot be saved, and the form says why in the member's words.
    await form.getByRole('button', { name: T.removeTime('08:00') }).click();
    await expect(form.getByRole('alert')).toHaveText(T.needsTime);
    await expect(form.getByRole('button', { name: T.save })).toBeDisabled();
    await form.getByLabel(T.addTime).fill('08:00');
    await form.getByRole('button', { name: T.addTime }).click();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByLabel(T.addTime).fill('21:30');
    await form.getByRole('button', { name: T.addTime }).click();
    await form.getByLabel(T.capLabel).fill('4');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await form.getByRole('button', { name: T.save }).click();
    await expect(page.getByText(T.saved)).toBeVisible();

    const saved = await (await page.request.get(API.push.settings)).json();
    expect(saved).toEqual({
      mode: 'digest',
      digestTimes: ['08:00', '21:30'],
      quietHours: { from: '22:00', to: '07:00' },
      dailyCap: 4,
      terms: [
        { term: 'Brahmaputra', enabled: true },
        { term: 'ISRO', enabled: false },
      ],
    });
    await page.reload();
    await expect(form.getByRole('switch', { name: 'ISRO' })).not.toBeChecked();
    await expect(form.getByTestId('digest-time')).toHaveText(['08:00', '21:30']);
  });
}

test('a member who blocked notifications is told how to allow them', async ({ page, context, baseURL }) => {
  await signIn(page);
  await becomeMember(page);
  // Playwright only grants permissions; Chromium's DevTools can refuse one, in this context.
  const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
  await (
    await context.browser()!.newBrowserCDPSession()
  ).send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: new URL(baseURL!).origin,
    browserContextId: targetInfo.browserContextId,
  });
  await page.goto(PATH);
  await expect(page.getByTestId('alerts-state')).toHaveText(DEVICE_STATE_TEXTS.blocked.label);
  await expect(page.getByText(DEVICE_STATE_TEXTS.blocked.why)).toBeVisible();
  await expect(page.getByRole('button', { name: T.turnOn })).toHaveCount(0);
});

test.describe('on an iPhone, in Safari rather than the home-screen app', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('the screen says alerts come to the home-screen app, and how to add it', async ({ page }) => {
    await signIn(page);
    await becomeMember(page);
    await page.goto(PATH);
    await expect(page.getByTestId('alerts-state')).toHaveText(DEVICE_STATE_TEXTS['ios-browser'].label);
    await expect(page.getByText(DEVICE_STATE_TEXTS['ios-browser'].why)).toBeVisible();
    await expect(page.getByRole('button', { name: T.turnOn })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('a member who reads Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('turns alerts on: the device is stored with the language its notifications will be written in', async ({
    page,
    context,
  }) => {
    // Headless Chromium reaches no push service here: the browser's PushManager is replaced by
    // one that makes a subscription with a real P-256 key, as a browser's would be.
    await page.addInitScript(() => {
      const b64url = (bytes: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(bytes)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      let current: PushSubscription | null = null;
      PushManager.prototype.getSubscription = () => Promise.resolve(current);
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
        const json = {
          endpoint: `https://push.example.net/send/${crypto.randomUUID()}`,
          expirationTime: null,
          keys: {
            p256dh: b64url(await crypto.subtle.exportKey('raw', pair.publicKey)),
            auth: b64url(crypto.getRandomValues(new Uint8Array(16)).buffer),
          },
        };
        current = {
          endpoint: json.endpoint,
          options: { applicationServerKey: options?.applicationServerKey ?? null, userVisibleOnly: true },
          toJSON: () => json,
          unsubscribe: () => Promise.resolve(true),
        } as unknown as PushSubscription;
        return current;
      };
    });
    await context.grantPermissions(['notifications']);
    await signIn(page);
    await becomeMember(page);
    await page.goto(PATH);
    await controlledBySw(page);

    const device = page.getByTestId('alerts-device');
    // What the page sends passes through the service worker: read it where the context sees it.
    const sent: unknown[] = [];
    await context.route(`**${API.push.subscription}`, (route) => {
      if (route.request().method() === 'POST') sent.push(route.request().postDataJSON());
      return route.continue();
    });
    await device.getByRole('button', { name: 'अलर्ट चालू करें' }).click();
    await expect.poll(() => sent).toEqual([expect.objectContaining({ interfaceLanguage: 'hi' })]);
    await expect(device.getByRole('button', { name: 'अलर्ट चालू करें' })).toHaveCount(0);
    const devices = await (await page.request.get(API.push.subscription)).json();
    expect(devices.content).toHaveLength(1);
  });
});
