import { request as playwrightRequest } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures';
import { CSRF, newPerson, signIn, whoAmI } from './sign-in';

const SHOTS = '/tmp/accounts-ui';

test('demo sign-in through the login page, then the account menu shows the first name and balances', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/user/login');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Login');
  await expect(page.getByRole('heading', { name: 'Sign in to Khabar' })).toBeVisible();
  // Social sign-in only: no username or password form.
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  // Neither Google nor Facebook is configured here: their scripts are not even loaded.
  await expect(page.getByRole('button', { name: 'Sign in as Asha Verma' })).toBeVisible();
  await expect(page.locator('script[src*="accounts.google.com"], script[src*="connect.facebook.net"]')).toHaveCount(0);
  await expectAccessible(page, 'login page');
  await page.screenshot({ path: `${SHOTS}/login-1280.png`, fullPage: true });

  const person = newPerson('Kavya', 'Rao');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Sign in with demo account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/news$/);

  const menuButton = page.getByRole('button', { name: 'Account menu for Kavya' });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toContainText('Kavya');
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Credit Balance/ })).toContainText('0 credits');
  await expect(menu.getByRole('menuitem', { name: /Membership Balance/ })).toContainText('0 Days');
  await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
    'href',
    '/secure/user/profile',
  );
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/secure/logout');
  // Transaction history shows only with an order or a balance, subscription history only
  // after a membership: a new account has neither.
  await expect(menu.getByRole('menuitem', { name: 'Transaction history' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Membership history' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/menu-1280.png` });

  // The remember-me preference went with the sign-in.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'rememberMe')?.value).toBe('Yes');

  // A signed-in user opening the login page goes to the signed-in home.
  await page.goto('/pages/user/login');
  await expect(page).toHaveURL(/\/dashboard\/private$/);
});

test('a listed demo account signs in with one click, remember me off', async ({ page }) => {
  test.slow();
  await page.goto('/pages/user/login');
  await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Sign in as Meera Iyer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/news$/);
  await expect(page.getByRole('button', { name: 'Account menu for Meera' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'rememberMe')?.value).toBe('No');
});

test('the login page fits a phone screen', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/pages/user/login');
  await expect(page.getByRole('button', { name: 'Sign in as Asha Verma' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, 'login page at 360 px');
  await page.screenshot({ path: `${SHOTS}/login-360.png`, fullPage: true });
});

test('logout shows the farewell without the toolbar, then the session is dead', async ({ page }) => {
  test.slow();
  await signIn(page, newPerson('Irfan', 'Khan'));
  await page.goto('/dashboard/private');
  await page.getByRole('button', { name: 'Account menu for Irfan' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/secure\/logout$/);
  await expect(page.getByRole('heading', { name: 'Bye bye. Logging out...' })).toBeVisible();
  await expect(page.getByRole('img', { name: /waving goodbye/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Khabar home' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/logout-1280.png` });
  // 5 seconds of farewell, then the call and the login page.
  await expect(page).toHaveURL(/\/pages\/user\/login$/, { timeout: 12_000 });
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await whoAmI(page)).toBeNull();
});

test.describe('the global 401 rule', () => {
  // The browser reports the rejected call itself as a console error; that one is expected.
  test.use({ allowConsoleErrors: /status of 401/ });

  test('a session ended elsewhere sends the next secure screen to the login page', async ({ page, baseURL }) => {
    test.slow();
    await signIn(page, newPerson('Tara', 'Singh'));
    await page.goto('/dashboard/private');
    await expect(page.getByRole('heading', { name: /, Tara$/ })).toBeVisible();
    // The page's own calls (the watch list's news comes after the heading) must be answered
    // first: one of them meeting the 401 would end the session before the menu is used.
    await page.waitForLoadState('networkidle');

    // Sign the same session out from another client: the browser still holds the cookie.
    const session = (await page.context().cookies()).find((c) => c.name === 'khabar_session');
    expect(session).toBeTruthy();
    const other = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { ...CSRF, cookie: `khabar_session=${session!.value}` },
    });
    expect((await other.post('/api/khabar/auth/logout')).status()).toBe(204);
    await other.dispose();

    await page.getByRole('button', { name: 'Account menu for Tara' }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/pages\/user\/login\?redirect=%2Fsecure%2Fuser%2Fprofile$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Khabar' })).toBeVisible();
  });
});
