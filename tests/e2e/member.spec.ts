import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pendingText } from './english-words';
import { expect, expectAccessible, expectNoHorizontalOverflow, failedLoad, test } from './fixtures';
import { becomeMember } from './payments';
import { CSRF, newPerson, signIn } from './sign-in';

const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';
const BOOKMARK = '/api/elasticsearch/global/newssearchitem/bookmark';
const AI = /\/api\/elasticsearch\/global\/newssearchitem\/article\/(bias|sentiment|missing|explain)\?/;

type Card = { title: string; url: string };

async function latest(page: Page, size: number, category = 'India'): Promise<Card[]> {
  const res = await page.request.get(`/api/elasticsearch/public/newssearchitem/category/${category}?size=${size}`);
  return ((await res.json()) as { content: Card[] }).content;
}

async function member(page: Page, first = 'Meera'): Promise<void> {
  await signIn(page, newPerson(first, 'Member'));
  await becomeMember(page, 10);
}

const details = (url: string) => `/pages/news/details/${encodeURIComponent(url)}`;

test('a member saves from a card and the dialog, opens each AI panel once and saves an answer to the note', async ({
  page,
}) => {
  test.slow();
  await member(page);
  const aiCalls: string[] = [];
  page.on('request', (r) => {
    const m = AI.exec(r.url());
    if (m) aiCalls.push(m[1]!);
  });
  await page.goto('/pages/news/list?category=India');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Save this news' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'News URL bookmarked successfully.' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Saved' })).toBeDisabled();

  const second = page.getByRole('article').nth(1);
  const title = await second.getByRole('heading').innerText();
  await second.getByRole('heading').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByText('Membership required', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'News URL bookmarked successfully.' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Bookmarked' })).toBeDisabled();

  for (const name of ['Bias', 'Sentiment', 'Missing angles', 'Explain like I am 15']) {
    const control = dialog.getByRole('button', { name, exact: true });
    await control.click();
    const panel = dialog.getByRole('region', { name });
    await expect(panel.getByText('Sorry, something went wrong. Please try again later.')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Save to my notes' })).toBeVisible({ timeout: 20_000 });
    await expect(panel.locator('p, li').first()).toBeVisible();
  }
  expect(aiCalls.sort()).toEqual(['bias', 'explain', 'missing', 'sentiment']);
  // Closing and reopening a panel shows the cached answer without asking again.
  await dialog.getByRole('button', { name: 'Bias', exact: true }).click();
  await dialog.getByRole('button', { name: 'Bias', exact: true }).click();
  await expect(
    dialog.getByRole('region', { name: 'Bias' }).getByRole('button', { name: 'Save to my notes' }),
  ).toBeVisible();
  expect(aiCalls).toHaveLength(4);

  await dialog.getByRole('region', { name: 'Sentiment' }).getByRole('button', { name: 'Save to my notes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to your note.' })).toBeVisible();
  const note = dialog.getByRole('region', { name: 'My note' });
  await expect(note.getByRole('heading', { level: 3, name: /^Sentiment · \d{1,2} \w{3} \d{4}$/ })).toBeVisible();
  await expect(note.getByRole('button', { name: 'Edit note' })).toBeVisible();
});

test('the bookmarks page filters, sorts, pages, edits notes and removes with confirmation', async ({ page }) => {
  test.slow();
  await member(page, 'Kabir');
  const cards = await latest(page, 12, 'Business');
  for (const c of cards) {
    const res = await page.request.post(BOOKMARK, { data: c, headers: CSRF });
    expect(res.status()).toBe(201);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/news');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'My Bookmarks' }).click();
  await expect(page).toHaveURL(/\/pages\/news\/bookmarks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookmarks' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(11); // header + 10
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  await page.getByLabel('Items per page').selectOption('5');
  await expect(rows).toHaveCount(6);
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Items per page').selectOption('10');

  // Sort by title: A–Z, then Z–A.
  await page.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
  const sorted = [...cards.map((c) => c.title)].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }),
  );
  await expect(rows.nth(1).getByText(sorted[0]!, { exact: true })).toBeVisible();
  await page.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1).getByText(sorted.at(-1)!, { exact: true })).toBeVisible();

  // Filter ignores case, and the clear button brings everything back.
  const word = cards[0]!.title.split(/\s+/).find((w) => w.length > 4)!;
  const matching = cards.filter((c) => c.title.toLowerCase().includes(word.toLowerCase())).length;
  await page.getByLabel('Filter by title').fill(word.toUpperCase());
  await expect(rows).toHaveCount(Math.min(matching, 10) + 1);
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(page.getByLabel('Filter by title')).toHaveValue('');
  await expect(rows).toHaveCount(11);
  await expectAccessible(page, 'bookmarks page');

  // A note from the table: markdown with maths, never raw HTML.
  const target = rows.nth(1);
  const targetTitle = (await target.locator('td').first().locator('p').first().innerText()).trim();
  await target.getByRole('button', { name: /^Add note/ }).click();
  const modal = page.getByRole('dialog', { name: 'My note' });
  await modal.getByLabel('My note').fill('**Follow up** on $E=mc^2$ <img src=x onerror="window.__xss=1">');
  await expect(modal.getByText(/^\d+ \/ 5,000 characters$/)).toBeVisible();
  await expectAccessible(page, 'note editor');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/note-editor-1280.png` });
  await modal.getByText('Preview', { exact: true }).click();
  await expect(modal.locator('strong', { hasText: 'Follow up' })).toBeVisible();
  await expect(modal.locator('.katex').first()).toBeVisible();
  await expect(modal.locator('img')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Save note' }).click();
  await expect(modal).toHaveCount(0);
  await expect(rows.filter({ hasText: targetTitle }).getByText('Note', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await page.screenshot({ path: `${SHOTS}/bookmarks-1280.png`, fullPage: true });

  // Remove asks first, and asks whether to keep the note.
  await rows
    .filter({ hasText: targetTitle })
    .getByRole('button', { name: /^Remove/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Remove bookmark?' });
  await expect(confirm.getByRole('checkbox', { name: 'Keep my note' })).toBeChecked();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(11);
  await rows
    .filter({ hasText: targetTitle })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(rows.filter({ hasText: targetTitle })).toHaveCount(0);
  await expect(page.getByText('1–10 of 11')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(rows).toHaveCount(11);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/bookmarks-360.png`, fullPage: true });
  await rows.nth(1).getByRole('link', { name: 'Open in app' }).click();
  await expect(page).toHaveURL(/\/pages\/news\/details\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a member writes a note on the article page, with a counter and markdown', async ({ page }) => {
  test.slow();
  await member(page, 'Ira');
  const [article] = await latest(page, 1, 'Science');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(details(article!.url));
  const note = page.getByRole('region', { name: 'My note' });
  await expect(note.getByText(/^No note yet/)).toBeVisible();
  await note.getByRole('button', { name: 'Add a note' }).click();
  await note.getByLabel('My note').fill('- first point\n- second point');
  await expect(note.getByText('28 / 5,000 characters')).toBeVisible();
  await note.getByLabel('My note').fill('x'.repeat(5001));
  await expect(note.getByText('At most 5,000 characters.')).toBeVisible();
  await expect(note.getByRole('button', { name: 'Save note' })).toBeDisabled();
  await note.getByLabel('My note').fill('- first point\n- second point');
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/note-editor-360.png`, fullPage: true });
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(note.getByRole('listitem')).toHaveCount(2);
  // A note belongs to a bookmark: writing it saved the article.
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('region', { name: 'My note' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Explain like I am 15', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save to my notes' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/ai-panels-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/ai-panels-1280.png`, fullPage: true });
});

test('a signed-in non-member sees every member control locked', async ({ page }) => {
  await signIn(page, newPerson('Dev', 'Reader'));
  await page.goto('/pages/news/list?category=India');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Save this news' }).click();
  await expect(card.getByTestId('locked-note')).toHaveText('Membership required to bookmark articles. Upgrade now');
  await expect(page.getByText(pendingText(1))).toHaveCount(0);
  await card.getByRole('heading').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Membership required', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute('href', '/secure/subscription');
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  for (const name of ['Bias', 'Sentiment', 'Missing angles', 'Explain like I am 15']) {
    await dialog.getByRole('button', { name: `${name} Locked`, exact: true }).click();
    await expect(dialog.getByRole('region', { name: `${name} Locked` })).toHaveText(
      'Membership required. AI analysis is for members. Upgrade now',
    );
  }
  await dialog.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(dialog.getByTestId('locked-note')).toHaveText('Membership required to bookmark articles. Upgrade now');
  await expect(dialog.getByRole('region', { name: 'My note' })).toHaveCount(0);
  await page.goto('/pages/news/bookmarks');
  await expect(page).toHaveURL(/\/secure\/subscription$/);
});

test('a visitor sees the locks with a way to sign in, and the bookmarks page asks to sign in', async ({ page }) => {
  await page.goto('/pages/news/list?category=India');
  await page.getByRole('article').first().getByRole('heading').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Membership required', { exact: true })).toBeVisible();
  // Sign in comes back to the article's address, which the dialog shows in the address bar.
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/pages/user/login?${new URLSearchParams({ redirect: new URL(page.url()).pathname })}`,
  );
  await dialog.getByRole('button', { name: 'Bias Locked', exact: true }).click();
  await expect(
    dialog.getByRole('region', { name: 'Bias Locked' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
  await page.goto('/pages/news/bookmarks');
  await expect(page).toHaveURL(/\/pages\/user\/login\?redirect=%2Fpages%2Fnews%2Fbookmarks$/);
});

test.describe('when the server cannot take a save yet', () => {
  test.use({ allowConsoleErrors: failedLoad('/newssearchitem/bookmark') });

  test('the save stays on the device, waits in the outbox and reaches the server once it answers', async ({ page }) => {
    await member(page, 'Ravi');
    let refuse = true;
    await page.route('**/newssearchitem/bookmark', (r) =>
      r.request().method() === 'POST' && refuse
        ? r.fulfill({ status: 503, json: { status: 503, error: 'Service Unavailable', message: 'down' } })
        : r.fallback(),
    );
    await page.goto('/pages/news/list?category=World');
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Save this news' }).click();
    await expect(page.getByText(pendingText(1)).first()).toBeVisible();
    const saved = async () => {
      const res = await page.request.get('/api/elasticsearch/global/newssearchitem/bookmark');
      return ((await res.json()) as { totalElements: number }).totalElements;
    };
    expect(await saved()).toBe(0);
    refuse = false;
    // The outbox retries with backoff (1 s, 2 s, 4 s… with jitter) until the server takes it.
    await expect.poll(saved, { timeout: 20_000 }).toBe(1);
    await expect(page.getByText(pendingText(1))).toHaveCount(0, { timeout: 10_000 });
  });
});

test.describe('a member who reads Hindi', () => {
  test.use({ locale: 'hi-IN', viewport: { width: 360, height: 800 } });

  test("gets the built-in analysis of an article in the interface's language", async ({ page }) => {
    test.slow();
    await member(page, 'Kavya');
    const res = await page.request.get('/api/elasticsearch/public/newssearchitem/latest?size=1&lang=hi');
    const [article] = ((await res.json()) as { content: Card[] }).content;
    await page.goto(details(article!.url));
    const asked = page.waitForRequest(AI);
    await page.getByRole('button', { name: 'झुकाव' }).click();
    expect(new URL((await asked).url()).searchParams.get('lang')).toBe('hi');
    const answer = page.getByRole('region', { name: 'झुकाव' });
    // The answer itself, not only the panel's buttons, is in Hindi: none of the English answer's words.
    await expect(answer).toContainText(/\p{Script=Devanagari}/u);
    await expect(answer).not.toContainText(/Bias check|wording|analyser|sources report/);
  });
});
