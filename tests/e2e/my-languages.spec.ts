// My languages and listening in the article's language, on a phone: a reader picks Hindi and
// every list and search shows Hindi news, after a reload too (the server's first screen and the
// browser's agree); a browser that asks for Hindi is offered it once; read-aloud speaks Hindi
// with a Hindi voice in short chunks, or says the device has none.
import type { Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { CHUNK_MAX_CHARS } from '#app/lib/speech/chunks.ts';
import { VOICE_STEPS, VOICE_TEXTS } from './english-words';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';
import { newPerson, signIn } from './sign-in';

test.use({ viewport: { width: 360, height: 780 }, serviceWorkers: 'block' });

const DEVANAGARI = /[\u0900-\u097F]/;

/** The headlines of the news cards on the screen. */
const headlines = (page: Page) => page.getByRole('article').getByRole('heading').allInnerTexts();

/** Every headline on the screen is Hindi (once the lists of the new choice have arrived). */
async function expectOnlyHindi(page: Page): Promise<void> {
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect
    .poll(async () => {
      const titles = await headlines(page);
      return titles.length > 0 ? titles.filter((t) => !DEVANAGARI.test(t)) : ['no cards'];
    })
    .toEqual([]);
}

async function chooseLanguages(page: Page, names: string[]): Promise<void> {
  await page.getByTestId('my-languages').getByRole('button', { name: 'Change' }).click();
  const dialog = page.getByRole('dialog', { name: 'My languages' });
  for (const name of names) await dialog.getByRole('checkbox', { name: new RegExp(name) }).check();
  await dialog.getByRole('button', { name: 'Show these languages' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('My languages', () => {
  test('Hindi chosen: the news home, today, a category and search show Hindi news, after a reload too', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/dashboard/news');
    expect((await headlines(page)).some((t) => !DEVANAGARI.test(t))).toBe(true);
    await chooseLanguages(page, ['हिन्दी']);
    await expect(page.getByTestId('my-languages')).toContainText('News in: हिन्दी');
    await expectOnlyHindi(page);
    await expectNoHorizontalOverflow(page);

    // The server renders the reload with the cookie the device keeps, and the browser takes it over.
    await page.reload();
    await expect(page.getByTestId('my-languages')).toContainText('News in: हिन्दी');
    await expectOnlyHindi(page);
    // Browse by source names only the publishers with Hindi news (the demo's write their names in Devanagari).
    const sources = page.getByRole('region', { name: 'Browse by source' }).getByRole('link');
    await expect(sources.first()).toBeVisible();
    for (const name of await sources.allInnerTexts()) expect(name).toMatch(DEVANAGARI);

    // Today's news in Hindi (the demo corpus may tell none of today's events in Hindi).
    await page.goto('/pages/news/list');
    await expect(page.getByRole('heading', { name: "Today's news" })).toBeVisible();
    await expect(page.getByTestId('my-languages')).toContainText('News in: हिन्दी');
    for (const t of await headlines(page)) expect(t, t).toMatch(DEVANAGARI);
    for (const category of ['India', 'Sports']) {
      await page.goto(`/pages/news/list?category=${category}`);
      await expectOnlyHindi(page);
    }
    // A search follows the choice too (rendered by the server from the cookie): a word every demo
    // story has in English finds only Hindi news.
    await page.goto('/pages/news/search?q=india');
    await expect(page.getByTestId('my-languages')).toContainText('News in: हिन्दी');
    await expectOnlyHindi(page);

    // Every language again.
    await page.goto('/dashboard/news');
    await page.getByTestId('my-languages').getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog', { name: 'My languages' });
    await dialog.getByRole('checkbox', { name: /हिन्दी/ }).uncheck();
    await dialog.getByRole('button', { name: 'Show these languages' }).click();
    await expect(page.getByTestId('my-languages')).toContainText('All languages');
    await expect.poll(async () => (await headlines(page)).some((t) => !DEVANAGARI.test(t))).toBe(true);
  });

  test('a language with no news yet: every empty list says which languages it shows', async ({ page }) => {
    // Marathi has no news: its lists answer empty (whatever the demo corpus comes to tell).
    await page.route(/\/api\/.*[?&]lang=mr(&|$)/, (route) =>
      route.fulfill({
        json: route.request().url().includes(API.news.sources) ? [] : { content: [], totalElements: 0 },
      }),
    );
    await page.goto('/dashboard/news');
    await chooseLanguages(page, ['मराठी']);
    await expect(page.getByTestId('my-languages')).toContainText('News in: मराठी');
    const said = 'No articles to display in the languages you chose: मराठी.';
    await expect(page.getByRole('region', { name: 'Today' }).getByText(said)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest' }).getByText(said)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    // No publisher to browse in Marathi: no section with nothing in it.
    await expect(page.getByRole('region', { name: 'Browse by source' })).toBeHidden();
    await expectNoHorizontalOverflow(page);
  });

  test("a member's choice follows them to another device", async ({ page, browser }) => {
    test.slow();
    const person = newPerson('Kavya', 'Rao');
    await signIn(page, person);
    await page.goto('/dashboard/news');
    const saved = page.waitForResponse((r) => r.url().includes(API.user.update) && r.ok());
    await chooseLanguages(page, ['हिन्दी']);
    await saved;
    const other = await browser.newContext({ viewport: { width: 360, height: 780 }, serviceWorkers: 'block' });
    try {
      const phone = await other.newPage();
      await signIn(phone, person);
      await phone.goto('/dashboard/news');
      // The account comes after the first screen, then the profile's choice is the device's.
      await expect(phone.getByTestId('my-languages')).toContainText('News in: हिन्दी', { timeout: 20_000 });
      await expectOnlyHindi(phone);
    } finally {
      await other.close();
    }
  });
});

test.describe("India's scripts on the screen", () => {
  // A card's words in India's scripts (headlines, bylines, the publishers' names, the other
  // reports' line), whether or not they carry a language of their own, must each be drawn by a
  // font that has their letters: one without them draws empty boxes. (Chromium on Linux drew a
  // Tamil publisher's name so until the theme named the platform's Indic fonts,
  // src/app/lib/theme.tsx.)
  const SCRIPTS = { Devanagari: '[\u0900-\u097F]', Bengali: '[\u0980-\u09FF]', Tamil: '[\u0B80-\u0BFF]' };

  test("the cards' words in Devanagari, Bengali and Tamil are drawn by fonts for those scripts", async ({ page }) => {
    await page.goto('/pages/news/list?category=India');
    await expect(page.getByRole('article').first()).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    for (const [script, letters] of Object.entries(SCRIPTS)) {
      // Every element of the cards with text of its own in the script, marked for the browser's inspector.
      const count = await page.evaluate((pattern) => {
        const re = new RegExp(pattern);
        const own = (el: Element) =>
          [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && re.test(n.textContent ?? ''));
        const found = [...document.querySelectorAll('article *')].filter(own);
        for (const el of found) el.setAttribute('data-font-probe', '');
        return found.length;
      }, letters);
      expect(count, `words in ${script} on the cards`).toBeGreaterThan(2);
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
        nodeId: root.nodeId,
        selector: '[data-font-probe]',
      });
      for (const nodeId of nodeIds) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        expect(
          fonts.map((f) => f.familyName),
          outerHTML.slice(0, 200),
        ).toContainEqual(expect.stringContaining(script));
      }
      await page.evaluate(() => {
        for (const el of document.querySelectorAll('[data-font-probe]')) el.removeAttribute('data-font-probe');
      });
    }
  });

  test('an Urdu headline is drawn in a text face of the Arabic script', async ({ page }) => {
    await page.goto('/pages/news/list?category=India');
    const title = page.getByRole('article').first().getByRole('heading');
    await expect(title).toBeVisible();
    // A card's headline as an Urdu article's (src/app/lib/article-text.ts gives it lang and dir).
    await title.evaluate((h) => {
      h.textContent = 'دہلی میں کسانوں کا احتجاج جاری ہے';
      h.setAttribute('lang', 'ur');
      h.setAttribute('dir', 'rtl');
      h.setAttribute('data-font-probe', '');
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const arabic = fonts.filter((f) => /Arab|Urdu/.test(f.familyName)).map((f) => f.familyName);
    expect(arabic).toEqual([expect.stringMatching(/Naskh|Nastaliq/)]);
  });
});

test.describe('the first visit from a browser that asks for Hindi', () => {
  // A browser that asks for Hindi gets the interface in Hindi too (docs/translating.md): the offer,
  // its buttons and the news-language line speak Hindi.
  test.use({ locale: 'hi-IN' });
  const OFFER = 'भाषाओं का सुझाव';

  test('offers Hindi news in one tap, and never again', async ({ page }) => {
    await page.goto('/dashboard/news');
    const offer = page.getByRole('region', { name: OFFER });
    await expect(offer).toContainText('ख़बरें हिन्दी में पढ़ें?');
    await expectNoHorizontalOverflow(page);
    await offer.getByRole('button', { name: 'हिन्दी में ख़बरें दिखाएँ' }).click();
    await expect(offer).toBeHidden();
    await expectOnlyHindi(page);
    await page.reload();
    await expectOnlyHindi(page);
    await expect(page.getByTestId('my-languages')).toContainText('ख़बरें: हिन्दी');
    await expect(page.getByRole('region', { name: OFFER })).toHaveCount(0);
  });

  test('offers only the languages Khabar has news in, and waits while none of them has any', async ({ page }) => {
    // A browser that asks for Hindi, Marathi and English; Khabar's counts decide what is offered.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'languages', { get: () => ['hi-IN', 'mr-IN', 'en-IN'] }),
    );
    let hindi = false;
    await page.route(`**${API.news.languages}`, async (route) => {
      const counts = (await (await route.fetch()).json()) as { code: string; count: number }[];
      const withNews = (code: string) => code === 'en' || (code === 'hi' && hindi);
      await route.fulfill({ json: counts.map((l) => ({ ...l, count: withNews(l.code) ? Math.max(l.count, 1) : 0 })) });
    });
    // Neither Hindi nor Marathi has news: not asked (English alone is no offer).
    const counted = page.waitForResponse((r) => r.url().endsWith(API.news.languages));
    await page.goto('/dashboard/news');
    await counted;
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: OFFER })).toHaveCount(0);

    // Hindi has news on a later visit: Hindi and English are offered, never Marathi.
    hindi = true;
    await page.reload();
    const offer = page.getByRole('region', { name: OFFER });
    // The names as a sentence says them, in the interface's language (Intl.ListFormat).
    await expect(offer).toContainText('ख़बरें English और हिन्दी में पढ़ें?');
    await offer.getByRole('button', { name: 'English और हिन्दी में ख़बरें दिखाएँ' }).click();
    await expect(offer).toBeHidden();
    await expect(page.getByTestId('my-languages')).toContainText('ख़बरें: English, हिन्दी');
  });

  test('dismissed, it does not come back and every language stays', async ({ page }) => {
    await page.goto('/dashboard/news');
    const offer = page.getByRole('region', { name: OFFER });
    await offer.getByRole('button', { name: 'अभी नहीं' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('my-languages')).toContainText('सभी भाषाएँ');
    // The offer would show once the page has settled: wait for the account check it waits on.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: OFFER })).toHaveCount(0);
  });
});

type Spoken = { text: string; lang: string; voice: string | null };
declare global {
  interface Window {
    __spoken: Spoken[];
    __cancels: number;
    __endUtterance: () => void;
  }
}

/**
 * Headless Chromium has no voices: a speech synthesis that lists `voices` and records what it is
 * asked to say with which voice. An utterance ends when the test says so (`endUtterance`), as a
 * real one ends when its words are spoken, so no step of a test races the speech.
 */
async function fakeSpeech(page: Page, voices: { lang: string; name: string }[]): Promise<void> {
  await page.addInitScript((list) => {
    window.__spoken = [];
    window.__cancels = 0;
    let current: { onend: (() => void) | null } | null = null;
    class Utterance {
      rate = 1;
      lang = '';
      voice: { name: string } | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => list,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        speak: (u: Utterance) => {
          current = u;
          window.__spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null });
        },
        cancel: () => {
          window.__cancels += 1;
          current = null;
        },
      },
    });
    window.__endUtterance = () => {
      const u = current;
      current = null;
      u?.onend?.();
    };
  }, voices);
}

const said = (page: Page) => page.evaluate(() => window.__spoken);

/** The utterance being spoken ends; the next chunk should follow. */
async function endUtterance(page: Page): Promise<void> {
  const spoken = (await said(page)).length;
  await page.evaluate(() => window.__endUtterance());
  await expect.poll(async () => (await said(page)).length).toBe(spoken + 1);
}

/** A Hindi article of the demo corpus, opened on its own page. */
async function openHindiArticle(page: Page): Promise<void> {
  const res = await page.request.get(`${API.news.latest}?size=1&lang=hi`);
  const [article] = ((await res.json()) as { content: Array<{ url: string; language: string }> }).content;
  if (!article || article.language !== 'hi') throw new Error('the demo corpus has Hindi news');
  await page.goto(`/pages/news/details/${encodeURIComponent(article.url)}`);
}

test.describe('read-aloud in the article’s language', () => {
  test('a Hindi article is read by the Hindi voice, in short chunks, and resumes where it paused', async ({ page }) => {
    test.slow();
    await fakeSpeech(page, [
      { lang: 'en-IN', name: 'English India' },
      { lang: 'en-US', name: 'English US' },
      { lang: 'hi-IN', name: 'Lekha' },
    ]);
    // Signed in, the article page reads the whole text, which takes several chunks.
    await signIn(page, newPerson('Arjun', 'Mehta'));
    await openHindiArticle(page);
    await page.getByRole('button', { name: 'Listen' }).click();
    await expect.poll(async () => (await said(page)).length).toBe(1);
    // Two chunks spoken to their end, the third being spoken when the reader pauses.
    await endUtterance(page);
    await endUtterance(page);
    await page.getByRole('button', { name: 'Pause' }).click();
    const before = await said(page);
    for (const s of before) {
      expect(s.voice).toBe('Lekha');
      expect(s.lang).toBe('hi-IN');
      expect(s.text.length).toBeLessThanOrEqual(CHUNK_MAX_CHARS);
    }
    expect(before[0]?.text).toMatch(DEVANAGARI);
    // Chunks end at sentence ends: the danda, or a stop after a figure.
    expect(before.slice(0, -1).every((s) => /[।.!?]["'”’)\]]*$/.test(s.text))).toBe(true);
    // Android's pause is a cancel: Resume speaks the chunk it stopped in again, then goes on.
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(async () => (await said(page)).length).toBeGreaterThan(before.length);
    const after = await said(page);
    expect(after[before.length]?.text).toBe(before.at(-1)?.text);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
  });

  test('without a Hindi voice it says so and how to add one, and never reads Hindi in English', async ({ page }) => {
    await fakeSpeech(page, [
      { lang: 'en-IN', name: 'English India' },
      { lang: 'en-US', name: 'English US' },
    ]);
    await openHindiArticle(page);
    await page.getByRole('button', { name: 'Listen' }).click();
    const notice = page.getByTestId('no-voice');
    await expect(notice.getByText(VOICE_TEXTS.titleFor('Hindi'))).toBeVisible();
    await expect(notice.getByText(VOICE_TEXTS.articleFor('Hindi'))).toBeVisible();
    // This browser says it runs on Windows: its steps first, Android's (Google's speech engine) folded away.
    await expect(notice.getByText(VOICE_STEPS.windows.steps('Hindi (India)'))).toBeVisible();
    await expect(notice.getByText(VOICE_STEPS.android.steps('Hindi (India)'))).toBeHidden();
    await notice.getByText(VOICE_TEXTS.otherDevices).click();
    await expect(notice.getByText(VOICE_STEPS.android.steps('Hindi (India)'))).toBeVisible();
    expect(await said(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });
});
