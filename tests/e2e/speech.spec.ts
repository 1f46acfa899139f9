import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Spoken = { text: string; lang: string; voice: string | null };
declare global {
  interface Window {
    __spoken: Spoken[];
    __endCurrent?: () => void;
    __cancels: number;
  }
}

/** Replace the browser's speech synthesis with a recorder (headless Chromium has no voices). */
async function fakeSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__spoken = [];
    window.__cancels = 0;
    class Utterance {
      text: string;
      lang = '';
      voice: { name: string } | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const voices = [
      { lang: 'en-US', name: 'Fake US' },
      { lang: 'en-IN', name: 'Fake India' },
    ];
    // The utterance being spoken; the test ends it (`__endCurrent`) as a platform would.
    let current: Utterance | null = null;
    window.__endCurrent = () => current?.onend?.();
    const synth = {
      getVoices: () => voices,
      speak: (u: Utterance) => {
        current = u;
        window.__spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null });
      },
      cancel: () => {
        window.__cancels += 1;
      },
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  });
}

const spoken = (page: Page) => page.evaluate(() => window.__spoken);
const cancels = (page: Page) => page.evaluate(() => window.__cancels);

test('the speech page speaks the text with the Indian English voice, in sentence chunks', async ({ page }) => {
  await fakeSpeech(page);
  await page.goto('/pages/speech');
  const long = Array.from({ length: 12 }, (_, i) => `This is sentence number ${i + 1} of a long story.`).join(' ');
  await page.getByRole('textbox', { name: 'Text to speak' }).fill(long);
  await page.getByRole('button', { name: 'Speak' }).click();
  // Chunks are spoken one after another: end each as the platform would, until the whole text was said.
  await expect
    .poll(async () => {
      const text = (await spoken(page)).map((u) => u.text).join(' ');
      if (text !== long) await page.evaluate(() => window.__endCurrent?.());
      return text;
    })
    .toBe(long);
  const said = await spoken(page);
  expect(said.length).toBeGreaterThan(1);
  expect(said.every((u) => u.voice === 'Fake India' && u.lang === 'en-IN' && u.text.length <= 200)).toBe(true);
  expect(said.map((u) => u.text).join(' ')).toBe(long);
  await page.getByRole('button', { name: 'Stop' }).click();
  expect(await cancels(page)).toBeGreaterThan(0);
});

test('read-aloud in the article dialog toggles and stops when the dialog closes', async ({ page }) => {
  await fakeSpeech(page);
  await page.goto('/pages/news/list?category=Politics');
  await page.getByRole('article').first().getByRole('heading').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Listen' }).click();
  await expect(dialog.getByRole('button', { name: 'Stop' })).toHaveAttribute('aria-pressed', 'true');
  expect((await spoken(page)).length).toBeGreaterThan(0);
  const before = await cancels(page);
  await dialog.getByRole('button', { name: 'Close article' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => cancels(page)).toBeGreaterThan(before);
});

test('read-aloud on the details page stops when the route changes', async ({ page }) => {
  await fakeSpeech(page);
  const res = await page.request.get('/api/elasticsearch/public/newssearchitem/latest?size=1');
  const url = ((await res.json()) as { content: { url: string }[] }).content[0]?.url ?? '';
  await page.goto(`/pages/news/details/${encodeURIComponent(url)}`);
  await page.getByRole('button', { name: 'Listen' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  const before = await cancels(page);
  await page.getByRole('link', { name: 'Khabar home' }).click();
  await expect(page).toHaveURL(/\/dashboard\/news$/);
  // The player stops in an effect that runs as the article unmounts, just after the URL changes.
  await expect.poll(() => cancels(page)).toBeGreaterThan(before);
});

test('a browser without speech synthesis gets a clear message', async ({ page }) => {
  await page.addInitScript(() => {
    // @ts-expect-error: removing the API on purpose to imitate a browser without it
    delete window.speechSynthesis;
  });
  await page.goto('/pages/speech');
  await expect(page.getByText('Read-aloud is not available: this browser has no speech synthesis.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speak' })).toBeDisabled();
});
