// Stories on a phone, against the real server and the demo corpus (every demo event is told by
// two to six sources): the lists show one card per story saying how many sources told it and who
// else did, the card leads to the story page with every source's headlines, an unknown story
// says so, and a saved article's story opens with no network.
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import type { ArticleSummary, StoryPage } from '#shared/schemas/news.ts';
import { OFFLINE_COPY_TEXT, STORY_TEXTS } from './english-words';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures';
import { offlineStoreCounts } from './device-data';
import { controlledBySw, goOffline } from './network';
import { becomeMember } from './payments';
import { newPerson, signIn } from './sign-in';

const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';
const PHONE = { width: 360, height: 800 };

type ListPage = { content: ArticleSummary[]; totalElements: number };

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** The first card of a collapsed list whose story more than one source told. */
async function multiSourceCard(request: APIRequestContext, path: string): Promise<ArticleSummary> {
  const list = await getJson<ListPage>(request, path);
  const card = list.content.find((a) => (a.story?.sources ?? 0) > 1 && (a.moreSources?.length ?? 0) > 0);
  if (!card) throw new Error(`no story told by several sources in ${path}`);
  return card;
}

/** What the card's line says: "3 sources · +2 more reports from Mint, Scroll". */
const cardLine = (a: ArticleSummary) =>
  new RegExp(`^${a.story!.sources} sources · \\+${a.story!.size - 1} more reports? from `);

/** Each story appears once in a collapsed list. */
async function expectOnePerStory(request: APIRequestContext, path: string): Promise<void> {
  const ids = (await getJson<ListPage>(request, path)).content.flatMap((a) => (a.story ? [a.story.id] : []));
  expect(new Set(ids).size, path).toBe(ids.length);
}

const cardOf = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title }).first();

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE });

  test('the home, the lists and search show one card per story with its sources and the others, leading to the story page', async ({
    page,
  }) => {
    test.slow();
    // The home's latest stories.
    const lead = await multiSourceCard(page.request, `${API.news.latest}?page=1&size=10&collapse=story`);
    await expectOnePerStory(page.request, `${API.news.latest}?page=1&size=10&collapse=story`);
    await page.goto('/dashboard/news');
    await expect(cardOf(page, lead.title).getByRole('link', { name: cardLine(lead) })).toBeVisible();
    await expect(cardOf(page, lead.title).getByRole('link', { name: cardLine(lead) })).toContainText(
      lead.moreSources![0]!,
    );

    // A category list.
    const category = lead.category;
    const inCategory = await multiSourceCard(
      page.request,
      `${API.news.category}/${encodeURIComponent(category)}?page=1&size=10&collapse=story`,
    );
    await expectOnePerStory(
      page.request,
      `${API.news.category}/${encodeURIComponent(category)}?page=1&size=10&collapse=story`,
    );
    await page.goto(`/pages/news/list?category=${encodeURIComponent(category)}`);
    await expect(page.getByText(/^\d+ stories$/)).toBeVisible();
    await expect(cardOf(page, inCategory.title).getByRole('link', { name: cardLine(inCategory) })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/stories-list-360.png`, fullPage: true });

    // Search results: a word of the story's title finds it, once.
    const word = lead.title.split(/\s+/).find((w) => /^[A-Za-z]{6,}$/.test(w)) ?? lead.title.split(/\s+/)[0]!;
    await expectOnePerStory(
      page.request,
      `${API.news.search}?q=${encodeURIComponent(word)}&page=1&size=12&collapse=story`,
    );
    await page.goto(`/pages/news/search?q=${encodeURIComponent(word)}`);
    await expect(
      page
        .getByRole('article')
        .getByRole('link', { name: / more reports? from / })
        .first(),
    ).toBeVisible();

    // The card's line opens the story page.
    await page.goto('/dashboard/news');
    await cardOf(page, lead.title)
      .getByRole('link', { name: cardLine(lead) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/pages/news/story/${lead.story!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the story page shows every source with its headlines, who reported first, the shared names and the timeline', async ({
    page,
  }) => {
    test.slow();
    const card = await multiSourceCard(page.request, `${API.news.latest}?page=1&size=20&collapse=story`);
    const story = await getJson<StoryPage>(page.request, `${API.news.story}/${card.story!.id}?page=1&size=20`);
    await page.goto(`/pages/news/story/${story.id}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(story.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByText(STORY_TEXTS.first(story.sources[0]!))).toBeVisible();

    const sources = page.getByRole('region', { name: STORY_TEXTS.sourcesHeading(story.sources.length) });
    for (const name of story.sources) await expect(sources.getByText(name, { exact: true })).toBeVisible();
    // Every report's headline, each a link to its article page.
    for (const a of story.content) {
      await expect(sources.getByRole('link', { name: a.title, exact: true })).toHaveAttribute(
        'href',
        `/pages/news/details/${encodeURIComponent(a.url)}`,
      );
    }
    const timeline = page.getByRole('region', { name: STORY_TEXTS.timeline });
    for (const name of story.sources) await expect(timeline.getByText(name, { exact: true }).first()).toBeVisible();
    if (story.entities.length > 0) {
      const [name] = story.entities;
      await expect(page.getByRole('region', { name: STORY_TEXTS.entities })).toContainText(
        `${name!.name} (${name!.type})`,
      );
    }

    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'story page');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/story-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/story-1280.png`, fullPage: true });

    // A headline opens its article page.
    const firstReport = story.content[0]!;
    await sources.getByRole('link', { name: firstReport.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstReport.title })).toBeVisible();
  });

  test('an unknown story says so and offers the news and search', async ({ page }) => {
    test.slow();
    await page.goto('/pages/news/story/2147483000');
    await expect(page.getByRole('heading', { level: 1, name: STORY_TEXTS.notFoundTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: STORY_TEXTS.home })).toHaveAttribute('href', '/dashboard/news');
    await expect(page.getByRole('link', { name: STORY_TEXTS.search })).toHaveAttribute('href', '/pages/news/search');
    await expectAccessible(page, 'unknown story');
    await page.getByRole('link', { name: STORY_TEXTS.search }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search the news' })).toBeVisible();
  });

  test.describe('offline', () => {
    test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|Failed to load resource/ });

    test("a saved article's story opens offline; a story not kept says it is not on this device", async ({
      page,
      context,
    }) => {
      test.slow();
      await signIn(page, newPerson('Ira', 'Commuter'));
      await becomeMember(page, 10);
      const list = await getJson<ListPage>(page.request, `${API.news.latest}?page=1&size=20&collapse=story`);
      const [saved, other] = list.content.filter((a) => (a.story?.sources ?? 0) > 1);
      if (!saved || !other) throw new Error('the demo corpus has stories told by several sources');

      await page.goto(`/pages/news/details/${encodeURIComponent(saved.url)}`);
      await controlledBySw(page);
      await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeDisabled();
      // The story is kept on the device in the background, after the save.
      await expect.poll(async () => (await offlineStoreCounts(page)).stories ?? 0).toBe(1);

      await goOffline(context);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: saved.title })).toBeVisible();
      await page.getByRole('link', { name: /^Full coverage/ }).click();
      await expect(page).toHaveURL(new RegExp(`/pages/news/story/${saved.story!.id}$`));
      await expect(page.getByText(OFFLINE_COPY_TEXT)).toBeVisible();
      await expect(page.getByRole('link', { name: saved.title, exact: true }).first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/story-offline-360.png`, fullPage: true });

      await page.goto(`/pages/news/story/${other.story!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: STORY_TEXTS.offlineTitle })).toBeVisible();
      await expect(page.getByText(STORY_TEXTS.offlineMissing)).toBeVisible();
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  test('the server sends the story page whole: title, first report and every source', async ({ page }) => {
    const card = await multiSourceCard(page.request, `${API.news.latest}?page=1&size=10&collapse=story`);
    const story = await getJson<StoryPage>(page.request, `${API.news.story}/${card.story!.id}?page=1&size=20`);
    await page.goto(`/pages/news/story/${story.id}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page.getByText(STORY_TEXTS.first(story.sources[0]!))).toBeVisible();
    for (const name of story.sources) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  });
});

test.describe('a Hindi reader', () => {
  test.use({ viewport: PHONE, locale: 'hi-IN' });

  test("the story page says each shared name's kind in Hindi", async ({ page }) => {
    const card = await multiSourceCard(page.request, `${API.news.latest}?page=1&size=20&collapse=story`);
    const story = await getJson<StoryPage>(page.request, `${API.news.story}/${card.story!.id}?page=1&size=20`);
    // The demo's stories share names (src/server/demo): one with none would test nothing here.
    expect(story.entities.length).toBeGreaterThan(0);
    await page.goto(`/pages/news/story/${story.id}`);
    const shared = page.getByRole('region', { name: 'इस ख़बर में साझा नाम' });
    const kind: Record<string, string> = { person: 'व्यक्ति', organisation: 'संस्था', place: 'जगह' };
    for (const e of story.entities) await expect(shared).toContainText(`${e.name} (${kind[e.type]})`);
    await expect(shared).not.toContainText(/\((person|organisation|place)\)/);
  });
});
