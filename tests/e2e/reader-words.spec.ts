// What the reader is told when something cannot be done: read-aloud on a device with no voice,
// search words over the API's limits, addresses with nothing behind them. At phone width, with
// screenshots of each screen at 360 and 1280 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { CATEGORIES, SEARCH_LIMITS } from '#shared/constants.ts';
import { searchTermSchema } from '#shared/schemas/news.ts';
import { shortTerm } from '#app/lib/search-words.ts';
import { ENGLISH_VOICE, LISTEN_TEXTS, VOICE_STEPS, VOICE_TEXTS } from './english-words';
import { toneWav } from './audio-host';
import { expect, expectNoHorizontalOverflow, failedLoad, test } from './fixtures';
import { becomeMember } from './payments';
import { CSRF, newPerson, signIn } from './sign-in';

const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';
/** The heading of the panel that says why a search was not sent or was refused. */
const REFUSED_TITLE = 'Change your search';

// The article stubs below use page.route, which does not see a controlling service worker's requests.
test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 780 } });

/** `fullPage: false` for a dialog, which scrolls inside the view. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-360.png`), fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage });
  await page.setViewportSize({ width: 360, height: 780 });
}

declare global {
  interface Window {
    __utterances: number;
  }
}

/**
 * The browser's speech synthesis lists no voice, and never will (as on a desktop Linux without
 * speech-dispatcher, or an Android phone without voice data); whatever it is asked to say is counted.
 */
async function noVoices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__utterances = 0;
    const synth = window.speechSynthesis;
    synth.getVoices = () => [];
    synth.speak = () => {
      window.__utterances += 1;
    };
  });
}
const utterances = (page: Page) => page.evaluate(() => window.__utterances);

test.describe('read-aloud with no voice on the device', () => {
  test('the speech page says there is no voice and how to add one, and speaks nothing', async ({ page }) => {
    await noVoices(page);
    await page.goto('/pages/speech');
    await page.getByRole('button', { name: 'Speak' }).click();
    const notice = page.getByTestId('no-voice');
    await expect(notice.getByText(VOICE_TEXTS.title)).toBeVisible();
    await expect(notice.getByText(VOICE_TEXTS.speech)).toBeVisible();
    // This browser says it runs on Windows: its steps first, the others folded away.
    await expect(notice.getByText(VOICE_TEXTS.addOne(VOICE_STEPS.windows.device))).toBeVisible();
    await expect(notice.getByText(VOICE_STEPS.windows.steps(ENGLISH_VOICE))).toBeVisible();
    await expect(notice.getByText(VOICE_STEPS.android.steps(ENGLISH_VOICE))).toBeHidden();
    await notice.getByText(VOICE_TEXTS.otherDevices).click();
    await expect(notice.getByText(VOICE_STEPS.android.steps(ENGLISH_VOICE))).toBeVisible();
    expect(await utterances(page)).toBe(0);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'no-voice-speech');
    await notice.getByRole('button', { name: VOICE_TEXTS.dismiss }).click();
    await expect(notice).toHaveCount(0);
  });

  test('voices that arrive late are used: no notice', async ({ page }) => {
    await page.addInitScript(() => {
      window.__utterances = 0;
      const synth = window.speechSynthesis;
      let voices: SpeechSynthesisVoice[] = [];
      synth.getVoices = () => voices;
      synth.speak = () => {
        window.__utterances += 1;
      };
      class Utterance {
        lang = '';
        voice: unknown = null;
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(readonly text: string) {}
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
      // The list comes a moment after the page asks, as Chrome's does.
      setTimeout(() => {
        voices = [{ lang: 'en-IN', name: 'Late India' } as SpeechSynthesisVoice];
        synth.dispatchEvent(new Event('voiceschanged'));
      }, 300);
    });
    await page.goto('/pages/speech');
    await page.getByRole('button', { name: 'Speak' }).click();
    await expect.poll(() => utterances(page)).toBeGreaterThan(0);
    await expect(page.getByTestId('no-voice')).toHaveCount(0);
  });

  test("Listen on an article says so and plays the story's original audio instead", async ({ page }) => {
    test.slow();
    await noVoices(page);
    // A demo story given an original recording (the demo corpus has none), served here.
    const wav = toneWav(2);
    const audioUrl = 'https://audio.khabar.test/story.wav';
    await page.route(audioUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'audio/wav', body: wav, headers: { 'accept-ranges': 'none' } }),
    );
    await page.route(`**${API.news.publicArticle}?*`, async (route) => {
      const res = await route.fetch();
      const article = (await res.json()) as Record<string, unknown>;
      await route.fulfill({
        response: res,
        json: { ...article, audio: [{ url: audioUrl, type: 'audio/wav', length: wav.length }] },
      });
    });
    await page.goto('/pages/news/list?category=Politics');
    await page.getByRole('article').first().getByRole('heading').getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Listen' }).click();
    const notice = dialog.getByTestId('no-voice');
    await expect(notice.getByText(VOICE_TEXTS.article)).toBeVisible();
    await expect(notice.getByText(VOICE_TEXTS.original)).toBeVisible();
    expect(await utterances(page)).toBe(0);
    await expectNoHorizontalOverflow(page);
    await notice.getByRole('button', { name: VOICE_TEXTS.playOriginal }).click();
    await expect
      .poll(() => dialog.locator('section audio').evaluate((el: HTMLAudioElement) => el.currentTime))
      .toBeGreaterThan(0.2);
    await shot(page, 'no-voice-article', false);
  });

  test("the playlist's Play says so instead of playing in silence", async ({ page }) => {
    test.slow();
    await noVoices(page);
    await signIn(page, newPerson('Nisha', 'Voiceless'));
    await becomeMember(page, 10);
    const res = await page.request.get(`${API.news.category}/Health?size=1`);
    const [story] = ((await res.json()) as { content: Array<{ title: string; url: string }> }).content;
    if (!story) throw new Error('the demo corpus has Health news');
    expect((await page.request.post(API.news.bookmark, { data: story, headers: CSRF })).ok()).toBe(true);
    await page.goto('/pages/news/listen');
    // The saved article arrives from the sync.
    await expect(page.getByTestId('now-playing')).toHaveText(story.title, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Play' }).click();
    const notice = page.getByTestId('no-voice');
    await expect(notice.getByText(VOICE_TEXTS.playlist)).toBeVisible();
    // Still paused, nothing said.
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    expect(await utterances(page)).toBe(0);
    await expect(page.getByRole('heading', { name: LISTEN_TEXTS.heading })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'no-voice-playlist');
  });
});

const SEARCH_API = '**/newssearchitem/search?*';
const letters = (n: number) =>
  Array.from({ length: n }, (_, i) => `word${i}`)
    .join(' ')
    .slice(0, n);

/** Every search the page sends to the API. */
function searchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/newssearchitem\/(search|searchbysource|advanced-search)/.test(r.url())) calls.push(r.url());
  });
  return calls;
}

/** What the shared schema says of a term over the limit, its length and the limit in words. */
function tooLongMessage(term: string): string {
  const message = searchTermSchema.safeParse(term).error?.issues[0]?.message ?? '';
  expect(message).toContain(`at most ${SEARCH_LIMITS.maxQueryLength} characters; this one has ${term.length}.`);
  return message;
}

test.describe('search words over the limit', () => {
  test('the toolbar search refuses a term over the limit, in words, and sends nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const calls = searchCalls(page);
    await page.goto('/dashboard/news');
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Search news' });
    const long = letters(SEARCH_LIMITS.maxQueryLength + 43);
    await box.fill(long);
    await box.press('Enter');
    await expect(page.getByText(tooLongMessage(long))).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/dashboard\/news$/);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'search-box-too-long-1280.png') });
    // Shortened, it goes.
    await box.fill('monsoon');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/pages\/news\/search\?q=monsoon/);
    await expect.poll(() => calls.length).toBe(1);
  });

  test('the search page refuses a long term before sending it, from its form and from an address', async ({ page }) => {
    const calls = searchCalls(page);
    await page.goto('/pages/news/search');
    const long = letters(SEARCH_LIMITS.maxQueryLength + 10);
    const box = page.getByRole('textbox', { name: 'Search term' });
    await box.fill(long);
    // Said under the field as it is typed; Search is not live, and Enter sends nothing.
    const message = tooLongMessage(long);
    await expect(page.getByText(message)).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Search', exact: true }).first()).toBeDisabled();
    await box.press('Enter');
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/news\/search$/);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'search-form-too-long');

    // An address with a term over the limit (typed, or cut from somewhere): said, not searched.
    await page.goto(`/pages/news/search?q=${encodeURIComponent(long)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search the news' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: REFUSED_TITLE })).toContainText(message);
    await expect(page.getByText('Oops!')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'search-address-too-long');
    expect(calls).toEqual([]);
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: failedLoad('/newssearchitem/search') });
    test('a search the API refuses (400) is the reader’s to change, not "Oops!"', async ({ page }) => {
      // The API's 400 names the field, then says the shared schema's message.
      const message = tooLongMessage(letters(SEARCH_LIMITS.maxQueryLength + 1));
      await page.route(SEARCH_API, (route) =>
        route.fulfill({ status: 400, json: { status: 400, error: 'Bad Request', message: `q: ${message}` } }),
      );
      // A search page opened cold is rendered by the server; the app fetches one searched from its form.
      await page.goto('/pages/news/search');
      await page.getByRole('textbox', { name: 'Search term' }).fill('monsoon');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: REFUSED_TITLE });
      await expect(alert).toContainText(message);
      await expect(alert).not.toContainText('q:');
      await expect(page.getByText('Oops!')).toHaveCount(0);
    });
  });

  test('a long term is shortened in the heading and the empty panel', async ({ page }) => {
    const term = `${'monsoonish '.repeat(17)}zzqq`.trim();
    expect(term.length).toBeLessThanOrEqual(SEARCH_LIMITS.maxQueryLength);
    await page.goto(`/pages/news/search?q=${encodeURIComponent(term)}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Search Results for "${shortTerm(term)}"`);
    expect((await heading.innerText()).length).toBeLessThan(90);
    await expect(
      page.getByText(`We couldn't find any articles matching "${shortTerm(term)}". Try something else.`),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'search-long-term');
  });
});

test.describe('not found, with ways on', () => {
  // The server answers an unknown category's page with its 404 status, which the browser logs.
  test.use({ allowConsoleErrors: failedLoad('/pages/news/list?category=Nope') });
  test('an unknown category says so and offers the real ones and a search', async ({ page }) => {
    await page.goto('/pages/news/list?category=Nope');
    await expect(page.getByRole('heading', { level: 1, name: 'No such category' })).toBeVisible();
    await expect(page).toHaveTitle('No such category · Khabar');
    await expect(page.getByText('Khabar has no category called "Nope".', { exact: false })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    const categories = page.getByRole('navigation', { name: 'News categories' });
    await expect(categories.getByRole('link')).toHaveCount(CATEGORIES.length);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'category-not-found');
    await categories.getByRole('link', { name: 'Health' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Search the news for "Nope"' }).click();
    await expect(page).toHaveURL(/\/pages\/news\/search\?q=Nope/);
  });

  test.describe(() => {
    // The browser logs the page's own 404.
    test.use({ allowConsoleErrors: failedLoad('/pages/news/details/') });
    test('an unknown article address is a 404 page that offers a search from its words', async ({ page }) => {
      const address = 'https://demo.khabar.example/monsoon-daily-demo/99999-metro-line-opens-late-again';
      const res = await page.goto(`/pages/news/details/${encodeURIComponent(address)}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'This article link is broken' })).toBeVisible();
      await expect(page).toHaveTitle('This article link is broken · Khabar');
      await expect(page.getByText('Failed to load article')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Open the address on demo.khabar.example' })).toHaveAttribute(
        'href',
        address,
      );
      await expect(page.getByRole('link', { name: 'Go to the news' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await shot(page, 'article-not-found');
      await page.getByRole('link', { name: 'Search the news for "metro line opens late again"' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Search Results for "metro line opens late again"',
      );
    });
  });

  test('the server sends the unknown article page whole, with status 404', async ({ request }) => {
    const res = await request.get(`/pages/news/details/${encodeURIComponent('https://nowhere.example/a/b')}`);
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('data-server-markup');
    expect(html).toContain('This article link is broken');
    expect(html).toContain('<title>This article link is broken · Khabar</title>');
  });

  test('an address with no screen says so and offers a search', async ({ page }) => {
    await page.goto('/pages/nothing-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Khabar');
    await page.getByRole('searchbox', { name: 'Search news' }).last().fill('cricket');
    await page.getByRole('searchbox', { name: 'Search news' }).last().press('Enter');
    await expect(page).toHaveURL(/\/pages\/news\/search\?q=cricket/);
    await shot(page, 'page-not-found');
  });
});
