import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicReadSource } from '#server/lib/public-reads.ts';
import { databaseTargets } from '../helpers/databases';
import { testApp, type TestApp } from '../helpers/app';
import { fixtureUrl, insertFixtures } from './news-fixtures';
import { renderFirstView } from '#app/entry-server.tsx';

// The server's render of a visitor's first screen: React's markup of the route with the data it
// was built from, handed to the browser in the router's hydration scripts (which must carry the
// page's nonce: the content security policy runs no other inline script).
describe.each(await databaseTargets())('first screens rendered on the server ($name)', (target) => {
  let t: TestApp;
  const HOSTILE_URL = fixtureUrl('hostile');
  const HOSTILE_TITLE = 'Breakout </script><script>alert(1)</script>';
  const NONCE = 'n0nce';
  const URDU_URL = fixtureUrl('urdu');
  beforeAll(async () => {
    t = await testApp(target);
    await insertFixtures(t.handle, [
      {
        url: fixtureUrl('calm'),
        title: 'Monsoon reaches the Kerala coast a week early',
        published: new Date(Date.now() - 3600_000),
        source: 'Alpha Wire',
        category: 'Science',
      },
      { url: HOSTILE_URL, title: HOSTILE_TITLE, published: new Date(), source: 'Alpha Wire', category: 'Science' },
      {
        url: fixtureUrl('hindi'),
        title: 'केरल तट पर मानसून एक हफ़्ता पहले पहुँचा',
        published: new Date(Date.now() - 7200_000),
        source: 'Dainik Wire',
        category: 'Science',
        language: 'hi',
      },
      {
        url: URDU_URL,
        title: 'دہلی میں مون سون کی پہلی بارش',
        published: new Date(Date.now() - 7200_000),
        source: 'Alpha Wire',
        category: 'India',
        language: 'ur',
      },
      // Pictures as feeds give them: one over https, one over plain http.
      {
        url: fixtureUrl('pictured'),
        title: 'Tea pickers return to the gardens of Assam',
        published: new Date(Date.now() - 3 * 3600_000),
        source: 'Alpha Wire',
        category: 'India',
        image: 'https://images.fixtures.khabar.test/tea.jpg',
      },
      {
        url: fixtureUrl('pictured-http'),
        title: 'Boat race on the backwaters draws record crowds',
        published: new Date(Date.now() - 4 * 3600_000),
        source: 'Alpha Wire',
        category: 'India',
        image: 'http://images.fixtures.khabar.test/boats.jpg',
      },
    ]);
  });
  afterAll(() => t.close());

  const render = (url: string) => renderFirstView(url, { nonce: NONCE, fetch: publicReadSource(t.app) });
  const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

  it('renders the news home with its stories, and sends the query cache it was built from in nonced scripts', async () => {
    const markup = await render('/dashboard/news');
    expect(markup?.routeIds).toEqual(['__root__', '/dashboard/news']);
    const html = markup!.html;
    expect(html).toContain('The news, all in one place');
    expect(html).toMatch(/<h\d[^>]*>(<[^>]+>)*Monsoon reaches the Kerala coast a week early/);
    expect(scripts(html).length).toBeGreaterThan(0);
    for (const tag of scripts(html)) expect(tag).toContain(`nonce="${NONCE}"`);
    // The lists travel in the router's hydration data, as the query cache.
    const data = html.slice(html.indexOf('$_TSR'));
    expect(data).toContain('"news","latest"');
    expect(data).toContain('Monsoon reaches the Kerala coast a week early');
  });

  it('renders the news home with its pictures, a picture given over http at its https address', async () => {
    const html = (await render('/dashboard/news'))!.html;
    expect(html).toContain('Boat race on the backwaters draws record crowds');
    const pictures = [...html.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(pictures).toContain('https://images.fixtures.khabar.test/tea.jpg');
    expect(pictures).toContain('https://images.fixtures.khabar.test/boats.jpg');
    expect(pictures.filter((src) => src?.startsWith('http:'))).toEqual([]);
  });

  it("renders the news home in the visitor's My languages, as their browser will ask for it", async () => {
    const markup = await renderFirstView('/dashboard/news', {
      nonce: NONCE,
      newsLanguages: ['hi'],
      fetch: publicReadSource(t.app),
    });
    const html = markup!.html;
    expect(html).toContain('केरल तट पर मानसून एक हफ़्ता पहले पहुँचा');
    expect(html).not.toContain('Monsoon reaches the Kerala coast a week early');
    expect(html).toMatch(/News in: (<!-- -->)?हिन्दी/);
    // The lists travel under the keys the browser's first render reads with the same choice.
    expect(html.slice(html.indexOf('$_TSR'))).toMatch(/"news","latest",1,10,"hi"/);
    // The next visitor without a choice gets every language again.
    expect((await render('/dashboard/news'))!.html).toContain('Monsoon reaches the Kerala coast a week early');
  });

  it('renders a category page, search results and a source news with their stories', async () => {
    const TITLE = /<h\d[^>]*>(<[^>]+>)*Monsoon reaches the Kerala coast a week early/;
    const category = await render('/pages/news/list?category=Science');
    expect(category?.routeIds).toEqual(['__root__', '/pages/news/list']);
    expect(category!.html).toMatch(/<h1[^>]*>Science<\/h1>/);
    expect(category!.html).toMatch(TITLE);
    const search = await render('/pages/news/search?q=monsoon');
    expect(search?.routeIds).toEqual(['__root__', '/pages/news/search']);
    expect(search!.html).toContain('Search Results for &quot;monsoon&quot;');
    expect(search!.html).toMatch(TITLE);
    expect(search!.head).toContain('<title>');
    const source = await render(`/pages/news/search?source=${encodeURIComponent('Alpha Wire')}`);
    expect(source!.html).toMatch(TITLE);
    // A list only a member can see is left to the browser, which sends the visitor to sign in.
    expect(await render('/pages/news/list?watchlist=true')).toBeNull();
  });

  it("renders in the reader's language, and the next render in its own", async () => {
    const hindi = (await renderFirstView('/dashboard/news', {
      nonce: NONCE,
      fetch: publicReadSource(t.app),
      language: 'hi',
    }))!;
    expect(hindi.html).toContain('सारी ख़बरें, एक ही जगह');
    expect(hindi.html).toContain('मुख्य ख़बरें');
    expect(hindi.html).not.toContain('The news, all in one place');
    // Lakh and crore grouping and Hindi dates come with it; the articles keep their own words.
    expect(hindi.html).toContain('Monsoon reaches the Kerala coast a week early');
    const english = (await render('/dashboard/news'))!;
    expect(english.html).toContain('The news, all in one place');
    expect(english.html).not.toContain('मुख्य ख़बरें');
  });

  it("sets an article's own words in its language's direction: Urdu right to left on an English page", async () => {
    const html = (await render(`/pages/news/details/${encodeURIComponent(URDU_URL)}`))!.html;
    expect(html).toMatch(/<h1[^>]*\blang="ur"[^>]*>|<h1[^>]*\bdir="rtl"[^>]*>/);
    expect(html).toMatch(/<h1(?=[^>]*\blang="ur")(?=[^>]*\bdir="rtl")[^>]*>دہلی میں مون سون کی پہلی بارش/);
  });

  it('renders an article page; no title can close a script element or open one', async () => {
    const html = (await render(`/pages/news/details/${encodeURIComponent(HOSTILE_URL)}`))!.html;
    expect(html).toContain('Breakout &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(scripts(html).every((tag) => tag.includes(`nonce="${NONCE}"`))).toBe(true);
  });

  it('renders an address with no article as the not-found screen, answered 404', async () => {
    const markup = await render(`/pages/news/details/${encodeURIComponent('https://nowhere.example/x')}`);
    expect(markup?.status).toBe(404);
    expect(markup?.html).toContain('This article link is broken');
  });

  it('leaves a screen whose request failed to the browser', async () => {
    const inject = publicReadSource(t.app);
    const failing = (request: Request) =>
      new URL(request.url).pathname.endsWith('/article')
        ? Promise.resolve(Response.json({ status: 500, error: 'Internal Server Error', message: 'x' }, { status: 500 }))
        : inject(request);
    await expect(
      renderFirstView(`/pages/news/details/${encodeURIComponent(fixtureUrl('calm'))}`, {
        nonce: NONCE,
        fetch: failing,
      }),
    ).resolves.toBeNull();
  });
});
