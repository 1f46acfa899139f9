// Bylines and original audio at phone width, against a server of this file's own that crawled a
// local publisher's feed (the shared e2e server reads the demo corpus only, which has neither).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AUDIO_TEXTS, LISTEN_TEXTS } from './english-words';
import { startAudioHost, type AudioHost } from './audio-host';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';
import { controlledBySw, goOffline, goOnline } from './network';
import { becomeMember } from './payments';
import { newPerson, signIn } from './sign-in';
import { recordSpeech, said } from './speech-recorder';

const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';
// Beside the shared server's port (E2E_PORT), so checkouts running side by side do not meet.
const PORT = Number(process.env.E2E_PORT ?? 18080) + 7;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;

const ITEMS = [
  {
    slug: 'bulletin',
    title: 'Morning bulletin: metro line opens to the airport',
    author: 'Asha Rao',
    audio: { declaredLength: 0 },
  },
  {
    slug: 'podcast',
    title: 'The long read: a year of monsoon floods',
    author: 'Vikram Sethi, Meera Iyer',
    audio: { declaredLength: 50 * MB },
  },
  { slug: 'column', title: 'Column: why the city needs more bus lanes', author: 'Ravi Kumar' },
];

let host: AudioHost;
let server: ChildProcess | undefined;
let dir: string;

test.use({ baseURL: ORIGIN, ignoreHTTPSErrors: true, viewport: { width: 360, height: 780 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(path.join(tmpdir(), 'khabar-audio-'));
  host = await startAudioHost(dir, ITEMS);
  ITEMS[0]!.audio!.declaredLength = host.wavBytes;
  const feeds = path.join(dir, 'feeds.json');
  writeFileSync(feeds, JSON.stringify([{ url: host.feedUrl, source: 'Fixture Radio', category: 'India' }]));
  const env = {
    ...process.env,
    DATA_DIR: path.join(dir, 'data'),
    SEED_COUNT: '0',
    LOG_LEVEL: 'warn',
    SITE_URL: ORIGIN,
    NODE_ENV: 'test',
    // The publisher is on this machine, with a certificate made for the run.
    CRAWL_ALLOW_PRIVATE: 'true',
    NODE_EXTRA_CA_CERTS: host.certFile,
  };
  // Not spawnSync: the publisher answers from this process, which must keep running meanwhile.
  const summary = await new Promise<string>((resolve, reject) =>
    execFile(
      path.resolve('node_modules/.bin/tsx'),
      ['src/server/cli/crawl.ts', '--feeds', feeds, '--once'],
      { env },
      (err, stdout, stderr) => (err ? reject(new Error(stderr)) : resolve(stdout)),
    ),
  );
  expect(summary).toContain(`items new ${ITEMS.length}`);
  server = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/index.ts'], {
    stdio: 'ignore',
    env: {
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      INGEST: 'off',
      SIGNIN_RATE_LIMIT: '1000',
      PAYMENTS_RATE_LIMIT: '1000',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  await host?.close();
  rmSync(dir, { recursive: true, force: true });
});

const storyUrl = (slug: string) => `${host.origin}/story/${slug}`;
const details = (slug: string) => `/pages/news/details/${encodeURIComponent(storyUrl(slug))}`;
const player = (page: Page) => page.getByRole('region', { name: AUDIO_TEXTS.heading });

/** Play an <audio> element from the page (as its play button does) and wait until it has played. */
async function playsThrough(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate((el: HTMLAudioElement) => {
    el.currentTime = 0;
    return el.play();
  });
  await expect
    .poll(() => page.locator(selector).evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.3);
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
}

test("a visitor sees bylines on the cards and the article, and plays the publisher's recording", async ({ page }) => {
  await page.goto('/pages/news/list?category=India');
  const card = page.getByRole('article').filter({ hasText: ITEMS[0]!.title });
  await expect(card.getByText('By Asha Rao')).toBeVisible();
  await expect(card.getByText('Audio', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('article').filter({ hasText: ITEMS[1]!.title }).getByText('By Vikram Sethi, Meera Iyer'),
  ).toBeVisible();
  await expect(
    page.getByRole('article').filter({ hasText: ITEMS[2]!.title }).getByText('Audio', { exact: true }),
  ).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'cards-byline');

  await page.goto(details('bulletin'));
  await expect(page.getByTestId('byline')).toHaveText('By Asha Rao');
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
  // Streamed from the publisher itself, not through this site.
  await expect(player(page).locator('audio')).toHaveAttribute('src', `${host.origin}/audio/bulletin.wav`);
  await playsThrough(page, 'section audio');
  // Keeping offline is for members who saved the story.
  await expect(player(page).getByRole('button', { name: /Keep audio offline/ })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);

  await page.goto(details('column'));
  await expect(page.getByTestId('byline')).toHaveText('By Ravi Kumar');
  await expect(player(page)).toHaveCount(0);
});

test.describe('a member', () => {
  test('saves a story, keeps its audio, and plays it with no network on the article and in the playlist', async ({
    page,
    context,
  }) => {
    test.slow();
    await recordSpeech(page);
    await signIn(page, newPerson('Asha', 'Commuter'));
    await becomeMember(page, 10);

    // The column and the podcast are saved first: the bulletin, saved last, plays first.
    await page.goto(details('column'));
    await page.getByRole('button', { name: 'Bookmark' }).click();
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();

    await page.goto(details('podcast'));
    await expect(player(page).getByText(AUDIO_TEXTS.saveFirst)).toBeVisible();
    await page.getByRole('button', { name: 'Bookmark' }).click();
    // Declared larger than the limit (30 MB here): nothing is offered, and the reader is told why.
    await expect(player(page).getByText(AUDIO_TEXTS.tooLarge(50 * MB, 30 * MB))).toBeVisible();
    await expect(page.getByRole('button', { name: /Keep audio offline/ })).toHaveCount(0);

    await page.goto(details('bulletin'));
    await page.getByRole('button', { name: 'Bookmark' }).click();
    // Saving offers the audio right where the reader pressed the button.
    const offer = page.getByRole('alert').filter({ hasText: AUDIO_TEXTS.offer });
    await expect(offer).toBeVisible();
    await shot(page, 'article-audio-offer');
    const copies = () => host.requests.filter((r) => r === '/audio/bulletin.wav').length;
    const before = copies();
    await offer.getByRole('button', { name: AUDIO_TEXTS.keep(host.wavBytes) }).click();
    await expect(player(page).getByText(AUDIO_TEXTS.kept(host.wavBytes))).toBeVisible();
    expect(copies()).toBe(before + 1); // fetched once, by this site's copy
    await expect(player(page).locator('audio')).toHaveAttribute('src', /^blob:/);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'article-audio-kept');

    await controlledBySw(page);
    await goOffline(context);
    const requestsOffline = host.requests.length;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: ITEMS[0]!.title })).toBeVisible();
    await expect(player(page).locator('audio')).toHaveAttribute('src', /^blob:/);
    await playsThrough(page, 'section audio');

    await page.goto('/pages/news/listen');
    await expect(page.getByTestId('now-playing')).toHaveText(ITEMS[0]!.title);
    await expect(page.getByText(LISTEN_TEXTS.original).first()).toBeVisible();
    await page.getByRole('button', { name: 'Play' }).click();
    const audio = page.getByTestId('playlist-audio');
    await expect(audio).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0.3);
    // The recording plays instead of its story read aloud. (On a loaded machine the 1.5 s
    // recording may already have ended and the next story begun: only the first story counts.)
    expect((await said(page)).filter((u) => u.text.startsWith(ITEMS[0]!.title))).toEqual([]);
    await shot(page, 'listen-original-audio');
    // The 1.5 s recording ends and the next saved story, whose audio is not kept, is read aloud.
    await expect(page.getByTestId('now-playing')).toHaveText(ITEMS[1]!.title, { timeout: 10_000 });
    await expect.poll(async () => (await said(page)).at(0)?.text.startsWith(ITEMS[1]!.title)).toBe(true);
    expect(host.requests.length).toBe(requestsOffline);
    await goOnline(context);
  });
});
