// Logging out cannot be cancelled by leaving: the server session ends and the device forgets
// everything personal the moment Log out is chosen, while the farewell is still showing.
import { API } from '#shared/api-paths.ts';
import { offlineStoreCounts, persistedQueries, personalCacheEntries } from './device-data';
import { expect, test } from './fixtures';
import { controlledBySw } from './network';
import { becomeMember } from './payments';
import { newPerson, signIn, whoAmI } from './sign-in';

const details = (url: string) => `/pages/news/details/${encodeURIComponent(url)}`;

test.use({ viewport: { width: 360, height: 780 } });

test('leaving the farewell after one second still ends the session and leaves nothing personal', async ({
  page,
  context,
}) => {
  test.slow();
  const person = newPerson('Meera', 'Shared');
  await signIn(page, person);
  await becomeMember(page, 10);
  const res = await page.request.get(`${API.news.category}/Business?size=1`);
  const [article] = ((await res.json()) as { content: { url: string; title: string }[] }).content;
  if (!article) throw new Error('the demo corpus has Business news');
  await page.goto(details(article.url));
  await controlledBySw(page);
  // Read once more through the service worker, which keeps the signed-in article text.
  await page.reload();
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeDisabled();
  await expect.poll(async () => (await offlineStoreCounts(page)).articles ?? 0).toBeGreaterThan(0);
  await expect.poll(() => personalCacheEntries(page)).toBeGreaterThan(0);

  // The session cookie as it was: the server must refuse it afterwards, not only the browser forget it.
  const session = (await context.cookies()).find((c) => c.name.endsWith('khabar_session'));
  if (!session) throw new Error('signed in with a session cookie');
  const asBefore = { headers: { cookie: `${session.name}=${session.value}` } };
  expect((await page.request.get(API.payment.balance, asBefore)).status()).toBe(200);

  await page.getByRole('button', { name: 'Account menu for Meera' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Bye bye. Logging out...' })).toBeVisible();
  // The reader does not wait for the farewell: one second, then another page.
  await page.waitForTimeout(1000);
  await page.goto('/pages/bot-info');

  expect(await whoAmI(page)).toBeNull();
  // The old cookie, sent again, opens nothing: the signed-in calls answer 401.
  expect((await page.request.get(API.payment.balance, asBefore)).status()).toBe(401);
  expect(await (await page.request.get(API.user.me, asBefore)).json()).toMatchObject({ listObject: [] });
  const counts = await offlineStoreCounts(page);
  expect(
    Object.values(counts).every((n) => n === 0),
    JSON.stringify(counts),
  ).toBe(true);
  expect(await personalCacheEntries(page)).toBe(0);
  expect(await persistedQueries(page)).not.toContain(person.email);
  // The page left behind is a visitor's.
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});
