// Forms say what they would refuse as it is typed, beside the field, and their buttons are
// live only for input they take: a phone number typed as people type it, a watch-list term.
import { expect, test } from './fixtures';
import { newPerson, signIn } from './sign-in';

for (const size of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  test(`a phone number is taken as people type it and sent as E.164 (${size.width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    await signIn(page, newPerson('Tara', 'Phone'));
    await page.goto('/secure/user/profile');
    const number = page.getByLabel('Phone number');
    const send = page.getByRole('button', { name: 'Send code' });
    await expect(send).toBeDisabled();
    await number.fill('98765');
    await expect(page.getByText('An Indian mobile number has 10 digits and starts with 6, 7, 8 or 9')).toBeVisible();
    await expect(send).toBeDisabled();
    for (const typed of ['+91 98765 43210', '098765-43210', '9876543210']) {
      await number.fill(typed);
      await expect(number).not.toHaveAttribute('aria-invalid', 'true');
      await expect(send).toBeEnabled();
    }
    const digits = `98${String(Date.now()).slice(-8)}`;
    await number.fill(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
    await send.click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Otp Sent Successfully!' })).toBeVisible({
      timeout: 15_000,
    });
    const sms = await page.request.get(`/api/khabar/dev/sms/latest?phone=${encodeURIComponent(`+91${digits}`)}`);
    expect(sms.ok()).toBe(true);
    expect(((await sms.json()) as { code: string }).code).toMatch(/^\d{6}$/);
  });
}
