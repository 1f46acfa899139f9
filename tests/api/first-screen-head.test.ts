import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { databaseTargets } from '../helpers/databases';
import { testApp, type TestApp } from '../helpers/app';
import { sourceClient } from '../helpers/source-client';
import { fixtureUrl, insertFixtures } from './news-fixtures';

// The page the server sends for a visitor's first screen of an article or the news home: the
// screen's title, description and link previews (Open Graph, Twitter's card) in its head, every
// value from the article escaped (the server serves the renderer's source: helpers/source-client.ts).
const SITE = 'https://news.khabar.test';

describe.each(await databaseTargets())('the head of a first screen the server sends ($name)', (target) => {
  let t: TestApp;
  let client: ReturnType<typeof sourceClient>;
  const url = fixtureUrl('hostile');
  const plain = fixtureUrl('plain');
  // Every character that could end an attribute or an element, open a script or a comment, or
  // be read as a replacement pattern when the server puts the page together.
  const TITLE = `Rain "floods" <Mumbai> & Pune's $& $\` </title><script>alert(1)</script>`;
  const SUMMARY = `Roads shut"><script>alert(2)</script> <!-- and 'trains' late -->`;
  const IMAGE = 'https://img.khabar.test/a.jpg?x="1"&y=<2>';

  beforeAll(async () => {
    client = sourceClient();
    t = await testApp(target, { CLIENT_DIR: client.clientDir, SITE_URL: `${SITE}/` });
    await insertFixtures(t.handle, [
      { url, title: TITLE, summary: SUMMARY, published: new Date(), source: 'Alpha Wire', category: 'India' },
      { url: plain, title: 'Metro line opens', published: new Date(Date.now() - 60_000), source: 'Beta Daily' },
    ]);
    await t.handle.db
      .updateTable('articles')
      .set({ image_url: IMAGE, image_width: 1200, image_height: 630 })
      .where('url', '=', url)
      .execute();
    // As ingest would: each article joins a story (of its own, here).
    await createStoryClusterer(t.handle.db).catchUp(new Date(0));
  });
  afterAll(async () => {
    await t.close();
    client.remove();
  });

  const page = async (pathname: string) => {
    const res = await t.app.inject({ url: pathname });
    return { status: res.statusCode, html: res.body, head: res.body.slice(0, res.body.indexOf('</head>')) };
  };
  /** The attribute values of the head's <meta> elements with this name or property, unescaped as a browser reads them. */
  const metas = (head: string, key: string) =>
    [...head.matchAll(/<meta\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => tag.includes(` name="${key}"`) || tag.includes(` property="${key}"`))
      .map((tag) => unescape(/ content="([^"]*)"/.exec(tag)?.[1] ?? ''));
  const unescapeHtml = (s: string) => s.replace(/&/g, '&amp;');
  const unescape = (s: string) =>
    s.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (_, e: string) =>
      e === 'quot' ? '"' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'amp' ? '&' : "'",
    );

  it('names the article in the title, describes it and gives its link preview, every value escaped', async () => {
    const { status, html, head } = await page(`/pages/news/details/${encodeURIComponent(url)}`);
    expect(status).toBe(200);
    // One title, the article's, as text: no element of the title's survives into the page.
    const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1] ?? ''));
    expect(titles).toEqual([`${TITLE} · Khabar`]);
    expect(html).not.toContain('<script>alert(');
    expect(html).not.toContain('<!-- and');
    // The app's own description gives way to the article's.
    expect(metas(head, 'description')).toEqual([SUMMARY]);
    const canonical = `${SITE}/pages/news/details/${encodeURIComponent(url)}`;
    expect(metas(head, 'og:title')).toEqual([TITLE]);
    expect(metas(head, 'og:description')).toEqual([SUMMARY]);
    expect(metas(head, 'og:type')).toEqual(['article']);
    expect(metas(head, 'og:url')).toEqual([canonical]);
    expect(metas(head, 'og:site_name')).toEqual(['Khabar']);
    // The picture is drawn by this site from the headline, never the publisher's photo.
    const picture = `${SITE}${API.news.previewArticle}?url=${encodeURIComponent(url)}`;
    expect(metas(head, 'og:image')).toEqual([picture]);
    expect(metas(head, 'og:image:type')).toEqual(['image/png']);
    expect(metas(head, 'og:image:width')).toEqual(['1200']);
    expect(metas(head, 'og:image:height')).toEqual(['630']);
    expect(metas(head, 'og:image:alt')).toEqual([TITLE]);
    expect(metas(head, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(head, 'twitter:title')).toEqual([TITLE]);
    expect(metas(head, 'twitter:description')).toEqual([SUMMARY]);
    expect(metas(head, 'twitter:image')).toEqual([picture]);
    expect(head).toContain(`<link rel="canonical" href="${canonical}"/>`);
    // Each tag is whole: every attribute value is quoted, with no raw quote or angle bracket inside.
    for (const tag of head.match(/<meta\b[^>]*>/g) ?? []) expect(tag).toMatch(/^<meta(?: [\w:-]+="[^"<>]*")+ ?\/?>$/);
    // The screen's markup stays in the page's root element, its heading the article's title.
    expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('data-server-markup'));
    expect(html).toContain('Rain &quot;floods&quot; &lt;Mumbai&gt; &amp; Pune&#x27;s $&amp; $` &lt;/title&gt;');
  });

  it('gives an article without a picture of its own the drawn picture and a large card', async () => {
    const { head } = await page(`/pages/news/details/${encodeURIComponent(plain)}`);
    expect(metas(head, 'og:title')).toEqual(['Metro line opens']);
    expect(metas(head, 'og:image')).toEqual([`${SITE}${API.news.previewArticle}?url=${encodeURIComponent(plain)}`]);
    expect(metas(head, 'twitter:card')).toEqual(['summary_large_image']);
    // No summary: the description says what and who.
    expect(metas(head, 'description')).toEqual(['Metro line opens, reported by Beta Daily.']);
  });

  it('names a story page after its story, with its link preview', async () => {
    const list = articlePageSchema.parse((await t.app.inject(`${API.news.latest}?size=10`)).json());
    const story = list.content.find((a) => a.url === url)?.story;
    expect(story).toBeDefined();
    const { status, head } = await page(`/pages/news/story/${story?.id}`);
    expect(status).toBe(200);
    const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1] ?? ''));
    expect(titles).toEqual([`Story: ${TITLE} · Khabar`]);
    expect(metas(head, 'og:title')).toEqual([TITLE]);
    expect(metas(head, 'og:type')).toEqual(['article']);
    expect(metas(head, 'og:url')).toEqual([`${SITE}/pages/news/story/${story?.id}`]);
    expect(metas(head, 'og:image')).toEqual([`${SITE}${API.news.previewStory}/${story?.id}.png`]);
    expect(metas(head, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(head, 'description')).toEqual([`1 report from 1 source. ${SUMMARY}`]);
    expect(head).not.toContain('<script>alert(');
  });

  it('titles the news home, with the app’s description and the site’s picture', async () => {
    const { status, head } = await page('/dashboard/news');
    expect(status).toBe(200);
    expect([...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual([
      'The news, all in one place · Khabar',
    ]);
    expect(metas(head, 'description')).toHaveLength(1);
    expect(metas(head, 'og:type')).toEqual(['website']);
    expect(metas(head, 'og:title')).toEqual(['The news, all in one place']);
    expect(metas(head, 'og:url')).toEqual([`${SITE}/dashboard/news`]);
    expect(metas(head, 'og:image')).toEqual([`${SITE}${API.news.previewSite}`]);
    expect(metas(head, 'twitter:card')).toEqual(['summary_large_image']);
    expect(head).toContain(`<link rel="canonical" href="${SITE}/dashboard/news"/>`);
  });

  it.each([
    ['/pages/privacypolicy', 'Privacy Policy'],
    ['/pages/termscondition', 'Terms and Conditions'],
    ['/pages/termsofuse', 'Terms of Use'],
    ['/pages/disclaimer', 'Disclaimer'],
    ['/pages/returnrefund', 'Return and Refund Policy'],
    ['/pages/contactus', 'Contact Us'],
    ['/pages/pricing', 'Pricing Policy'],
    ['/pages/shop', 'Shop'],
    ['/pages/bot-info', 'KhabarBot: our news indexing crawler'],
  ])('sends the static page %s rendered, with its own title and link preview', async (pathname, name) => {
    const { status, html, head } = await page(pathname);
    expect(status).toBe(200);
    // "… · Khabar", unless the name says Khabar already.
    expect([...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1] ?? ''))).toEqual([
      name.includes('Khabar') ? name : `${name} · Khabar`,
    ]);
    expect(metas(head, 'description')).toHaveLength(1);
    expect(metas(head, 'og:title')).toEqual([name]);
    expect(metas(head, 'og:type')).toEqual(['website']);
    expect(metas(head, 'og:url')).toEqual([`${SITE}${pathname}`]);
    expect(metas(head, 'og:image')).toEqual([`${SITE}${API.news.previewSite}`]);
    expect(metas(head, 'twitter:image')).toEqual([`${SITE}${API.news.previewSite}`]);
    expect(head).toContain(`<link rel="canonical" href="${SITE}${pathname}"/>`);
    // The page's text is in the first HTML: no script needed to read it.
    expect(html).toContain('data-server-markup');
    expect(html.slice(html.indexOf('data-server-markup'))).toContain(unescapeHtml(name));
  });

  it('says so in the title of an address with no article, answered 404', async () => {
    const { status, head } = await page(`/pages/news/details/${encodeURIComponent('https://nowhere.example/x')}`);
    expect(status).toBe(404);
    expect(head).toContain('<title>This article link is broken · Khabar</title>');
    expect(metas(head, 'og:title')).toEqual([]);
  });
});
