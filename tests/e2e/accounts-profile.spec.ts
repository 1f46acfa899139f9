import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures';
import { newPerson, signIn, tinyPng, whoAmI } from './sign-in';

const SHOTS = '/tmp/accounts-ui';
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

test('profile: edit, validation per field, save and reload', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const person = newPerson('Rohan', 'Das');
  await signIn(page, person);
  await page.goto('/secure/user/profile');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Profile');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(person.email);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly', '');
  await expectAccessible(page, 'profile');
  // Nothing changed yet: nothing to save.
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeDisabled();

  // Each reason shows under its field as it is typed, and Save stays off while any holds.
  await page.getByLabel('Skills').fill('x'.repeat(101));
  await page.getByLabel('Personal website').fill('javascript:alert(1)');
  await expect(page.getByText('must be at most 100 characters')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('must be an http(s) URL')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeDisabled();

  await page.getByLabel('Skills').fill('Data journalism');
  await page.getByLabel('Personal website').fill('https://rohan.example.in');
  await page.getByLabel('Qualification').fill('MA Mass Communication');
  await page.getByLabel('Hobbies').fill('Chess, cycling');
  await page.getByLabel('Publish my profile').check({ force: true });
  await page.getByLabel('Important announcement').fill('Open to freelance work.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'User updated successfully.')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/profile-1280.png`, fullPage: true });

  await page.reload();
  await expect(page.getByLabel('Skills')).toHaveValue('Data journalism');
  await expect(page.getByLabel('Qualification')).toHaveValue('MA Mass Communication');
  await expect(page.getByLabel('Publish my profile')).toBeChecked();
});

test('profile photo and album: upload several, remove one', async ({ page }) => {
  test.slow();
  await signIn(page, newPerson('Leela', 'Nair'));
  await page.goto('/secure/user/profile');
  await expect(page.getByText('No photos yet.', { exact: false })).toBeVisible({ timeout: 15_000 });

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Add photos' }).click(),
  ]);
  await chooser.setFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: tinyPng(1) },
    { name: 'two.png', mimeType: 'image/png', buffer: tinyPng(2) },
  ]);
  await expect(toast(page, 'File uploaded successfully.')).toBeVisible({ timeout: 15_000 });
  const album = page.getByRole('list', { name: 'Album photos' });
  await expect(album.getByRole('img', { name: /Album photo/ })).toHaveCount(2);
  // Served by the profileimage endpoint and decoded by the browser.
  await expect
    .poll(() =>
      album
        .getByRole('img', { name: /Album photo/ })
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1);

  await page.getByRole('button', { name: 'Remove album photo 1' }).click();
  await expect(toast(page, 'File removed successfully.')).toBeVisible({ timeout: 15_000 });
  await expect(album.getByRole('img', { name: /Album photo/ })).toHaveCount(1);

  const [photo] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Change photo' }).click(),
  ]);
  await photo.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng(3) });
  await expect(page.getByRole('img', { name: 'Profile photo of Leela Nair' })).toHaveAttribute(
    'src',
    /\/operation\/profileimage\/\d+$/,
  );
});

test('a photo over 5 MB is refused before it is sent, with the reason', async ({ page }) => {
  await signIn(page, newPerson('Kiran', 'Rao'));
  await page.goto('/secure/user/profile');
  const uploads: string[] = [];
  page.on('request', (r) => r.method() !== 'GET' && /\/operation\/user\//.test(r.url()) && uploads.push(r.url()));
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Change photo' }).click(),
  ]);
  const large = Buffer.concat([tinyPng(1), Buffer.alloc(5 * 1024 * 1024)]);
  await chooser.setFiles({ name: 'large.png', mimeType: 'image/png', buffer: large });
  const refused = toast(page, 'Some error occurred while uploading file.');
  await expect(refused).toBeVisible({ timeout: 15_000 });
  await expect(refused).toContainText('A photo may be at most 5 MB.');
  expect(uploads).toEqual([]);
});

test('phone verification: send a code, a wrong code, then the right one', async ({ page }) => {
  test.slow();
  await signIn(page, newPerson('Dev', 'Patel'));
  await page.goto('/secure/user/profile');
  const national = `98${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Phone number').fill(national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page, 'Otp Sent Successfully!')).toBeVisible({ timeout: 15_000 });

  const sms = await page.request.get(`/api/khabar/dev/sms/latest?phone=${encodeURIComponent(`+91${national}`)}`);
  expect(sms.ok()).toBeTruthy();
  const { code } = (await sms.json()) as { code: string };
  expect(code).toMatch(/^\d{6}$/);

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code digit 1').pressSequentially(wrong);
  await expect(toast(page, 'Invalid Otp!')).toBeVisible({ timeout: 15_000 });

  await page.getByLabel('Code digit 1').click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
  await page.getByLabel('Code digit 1').pressSequentially(code);
  await expect(toast(page, 'Verified Successfully!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Verified`, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Verified \+91/)).toBeVisible({ timeout: 15_000 });
});

test.describe('a Hindi reader', () => {
  // The fourth code is refused (429), which the browser logs.
  test.use({ locale: 'hi-IN', allowConsoleErrors: /status of 429 .*\/api\/otp\// });

  test('is told in Hindi that a code was sent and, past the codes allowed, when to ask again', async ({ page }) => {
    test.slow();
    await signIn(page, newPerson('Asha', 'Verma'));
    await page.goto('/secure/user/profile');
    await page.getByRole('textbox', { name: 'फ़ोन नंबर' }).fill(`97${String(Date.now()).slice(-8)}`);
    const send = page.getByRole('button', { name: 'कोड भेजें' });
    // The server allows three codes in ten minutes (src/shared/schemas/otp.ts).
    for (let sent = 1; sent <= 3; sent++) {
      await send.click();
      await expect(toast(page, 'OTP भेज दिया गया!')).toBeVisible({ timeout: 15_000 });
      await page.locator('.mantine-Notification-root').first().click();
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    }
    await send.click();
    const refused = page.locator('.mantine-Notification-root').filter({ hasText: 'OTP भेजते समय गड़बड़ी हुई!' });
    await expect(refused).toBeVisible({ timeout: 15_000 });
    await expect(refused).toContainText(/10 मिनट में ज़्यादा से ज़्यादा 3 कोड भेजे जा सकते हैं। (10|9) मिनट बाद फिर कोशिश करें।/);
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: /Otp|codes|minutes/ })).toHaveCount(0);
  });
});

test('account deletion: No keeps the account, Ok removes it and goes to login', async ({ page }) => {
  test.slow();
  await signIn(page, newPerson('Sunil', 'Gupta'));
  await page.goto('/secure/user/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await whoAmI(page)).not.toBeNull();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await expect(toast(page, 'User removed successfully.')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/pages\/user\/login$/);
  expect(await whoAmI(page)).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === 'rememberMe')).toBeUndefined();
});

test('the profile fits a phone screen', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, newPerson('Priya', 'Sen'));
  await page.goto('/secure/user/profile');
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible({ timeout: 15_000 });
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, 'profile at 360 px');
  await page.screenshot({ path: `${SHOTS}/profile-360.png`, fullPage: true });
});
