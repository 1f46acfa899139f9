// Forms say what they would refuse as it is typed, beside the field, and their buttons are
// live only for input they take: a phone number typed as people type it, a watch-list term,
// the text to speak, a search (the search box and the advanced search), a bookmark's note.
import { API } from '#shared/api-paths.ts';
import { SEARCH_LIMITS } from '#shared/constants.ts';
import { advancedSearchSchema, searchTermSchema } from '#shared/schemas/news.ts';
import { SPEECH_TEXT, speechTextSchema } from '#shared/schemas/speech.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';
import { becomeMember } from './payments';
import { CSRF, newPerson, signIn } from './sign-in';

/** The first reason a shared schema gives for `input`: what the form must show. */
const reason = (parsed: { error?: { issues: { message: string }[] } }): string => {
  const message = parsed.error?.issues[0]?.message;
  if (!message) throw new Error('the input was meant to be refused');
  return message;
};

// The toolbar's box (from the small-tablet width up; a phone's toolbar has a search button).
test('the toolbar search box says what the API would refuse as it is typed, and sends only a term it takes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/news');
  const toolbar = page.getByRole('banner');
  const box = toolbar.getByRole('searchbox', { name: 'Search news' });
  const long = 'monsoon '.repeat(250);
  expect(long.trim().length).toBeGreaterThan(SEARCH_LIMITS.maxQueryLength);
  await box.fill(long);
  // Said as it is typed, before any Enter, in the shared schema's words.
  const why = toolbar.getByText(reason(searchTermSchema.safeParse(long)));
  await expect(why).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/news$/);
  await box.fill('monsoon');
  await expect(box).not.toHaveAttribute('aria-invalid', 'true');
  await expect(why).toHaveCount(0);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/pages\/news\/search\?q=monsoon/);
});

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

for (const size of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  test(`Speak is live only for text the speech demo can read (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/pages/speech');
    const text = page.getByRole('textbox', { name: 'Text to speak' });
    const speak = page.getByRole('button', { name: 'Speak' });
    await expect(speak).toBeEnabled();
    await text.fill('   ');
    await expect(page.getByText(reason(speechTextSchema.safeParse({ text: '   ' })))).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(speak).toBeDisabled();
    const long = 'Monsoon rains reach Kerala. '.repeat(Math.ceil(SPEECH_TEXT.maxChars / 28) + 5);
    await text.fill(long);
    await expect(page.getByText(reason(speechTextSchema.safeParse({ text: long })))).toBeVisible();
    await expect(speak).toBeDisabled();
    await expectNoHorizontalOverflow(page);
    await text.fill('नमस्ते, the monsoon has reached Kerala.');
    await expect(text).not.toHaveAttribute('aria-invalid', 'true');
    await expect(speak).toBeEnabled();
  });

  test(`the search box and the advanced search are live only for a search the API takes (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/pages/news/search');
    const form = page.getByRole('search', { name: 'Search news' });
    const box = form.getByRole('textbox', { name: 'Search term' });
    const search = form.getByRole('button', { name: 'Search' });
    // Nothing typed: nothing to search.
    await expect(search).toBeDisabled();
    const long = 'monsoon '.repeat(250);
    expect(long.trim().length).toBeGreaterThan(SEARCH_LIMITS.maxQueryLength);
    await box.fill(long);
    await expect(form.getByText(reason(searchTermSchema.safeParse(long)))).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(search).toBeDisabled();
    await expectNoHorizontalOverflow(page);
    await box.fill('');
    // Emptied: said on the field too (the page's panel says it for the address).
    await expect(form.getByText('No search term provided.')).toBeVisible();
    await expect(search).toBeDisabled();
    await box.fill('monsoon');
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await expect(search).toBeEnabled();

    await page.getByRole('button', { name: 'Advanced search' }).click();
    const advanced = page.getByRole('form', { name: 'Advanced search' });
    const primary = advanced.getByRole('textbox', { name: 'Must contain' });
    const send = advanced.getByRole('button', { name: 'Search' });
    await expect(send).toBeDisabled();
    const main = 'x'.repeat(SEARCH_LIMITS.maxTermLength + 20);
    await primary.fill(main);
    await expect(advanced.getByText(reason(advancedSearchSchema.safeParse({ primary: main })))).toBeVisible();
    await expect(primary).toHaveAttribute('aria-invalid', 'true');
    await expect(send).toBeDisabled();
    await expectNoHorizontalOverflow(page);
    await primary.fill('India');
    await expect(primary).not.toHaveAttribute('aria-invalid', 'true');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page).toHaveURL(/primary=India/);
  });

  test(`Save note is live only for a changed note the server takes (${size.width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    await signIn(page, newPerson('Noor', 'Notes'));
    await becomeMember(page, 10);
    const res = await page.request.get(`${API.news.category}/India?size=1`);
    const [a] = ((await res.json()) as { content: { title: string; url: string }[] }).content;
    if (!a) throw new Error('the demo corpus has India news');
    expect((await page.request.post(API.news.bookmark, { data: a, headers: CSRF })).ok()).toBe(true);
    await page.goto('/pages/news/bookmarks');
    await page.getByRole('button', { name: `Add note: ${a.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'My note' });
    const note = dialog.getByLabel('My note');
    const save = dialog.getByRole('button', { name: 'Save note' });
    // Nothing changed yet: nothing to save.
    await expect(save).toBeDisabled();
    await note.fill('x'.repeat(5001));
    await expect(dialog.getByText('At most 5,000 characters.')).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
    await expectNoHorizontalOverflow(page);
    await note.fill('Read the **budget** numbers again.');
    await expect(note).not.toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toHaveCount(0);
  });
}
