import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { articlePageSchema, publicArticleSchema } from '#shared/schemas/news.ts';
import { siteInfoSchema } from '#shared/schemas/site.ts';
import { createFetcher } from '#server/modules/ingest/fetcher.ts';
import { createIngestRepository, type NewArticle } from '#server/modules/ingest/repository.ts';
import { createIngestService } from '#server/modules/ingest/service.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { testApp, type TestApp } from '../helpers/app';
import { memoryLog } from '../helpers/crawler';
import { databaseTargets } from '../helpers/databases';
import { FIXTURE_DIR, startFeedServer, type FeedServer } from '../helpers/feed-server';
import { signInCast, type Cast } from '../helpers/membership';

// Bylines and audio from feed to API: the crawler stores them, every article object carries
// them, search finds a reporter's stories, and members get a same-origin copy of a story's audio.
const wild = (f: string) => readFileSync(path.join(FIXTURE_DIR, 'wild', f));
const MP3 = Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00'), Buffer.alloc(4096, 0x55)]);
const q = encodeURIComponent;

describe.each(await databaseTargets())(
  'bylines and audio ($name)',
  (target) => {
    let server: FeedServer;
    let t: TestApp;
    let cast: Cast;
    const feedUrl = (f: string) => `${server.origin}/${f}`;

    beforeAll(async () => {
      server = await startFeedServer();
      for (const f of ['bylines.rss', 'bylines.atom', 'media-audio.rss'])
        server.static(`/${f}`, wild(f), 'application/xml', { validators: false });
      server.static('/files/bulletin.mp3', MP3, 'audio/mpeg');
      const big = Buffer.alloc(1024 * 1024 + 1);
      server.static('/files/big.mp3', big, 'audio/mpeg', { headers: { 'content-length': String(big.length) } });
      server.static('/files/undeclared.mp3', big, 'audio/mpeg');
      server.static('/files/page.mp3', '<html><script>alert(1)</script></html>', 'text/html');
      server.route(
        '/files/moved.mp3',
        (_req, res) => void res.writeHead(302, { location: '/files/bulletin.mp3' }).end(),
      );
      server.static(
        '/local-audio.rss',
        `<rss version="2.0"><channel><title>Local</title>
        <item><title>Bulletin with local audio</title><link>https://local.example/bulletin</link>
          <enclosure url="${server.origin}/files/bulletin.mp3" type="audio/mpeg" length="${MP3.length}"/>
          <enclosure url="${server.origin}/files/moved.mp3" type="audio/mpeg"/>
          <enclosure url="${server.origin}/files/big.mp3" type="audio/mpeg"/>
          <enclosure url="${server.origin}/files/undeclared.mp3" type="audio/mpeg"/>
          <enclosure url="${server.origin}/files/page.mp3" type="audio/mpeg"/></item>
      </channel></rss>`,
        'application/xml',
        { validators: false },
      );
      t = await testApp(target, { CRAWL_ALLOW_PRIVATE: 'true', AUDIO_OFFLINE_MAX_MB: '1' });
      cast = await signInCast(t.app, t.handle.db, t.clock.now, 'audio');
      const fetcher = createFetcher({
        siteUrl: 'http://khabar.test',
        allowPrivate: true,
        minDelayMs: 0,
        timeoutMs: 15_000,
        maxBytes: 2 * 1024 * 1024,
      });
      const repo = createIngestRepository(t.handle.db);
      const service = createIngestService({
        repo,
        fetcher,
        log: memoryLog(),
        now: () => new Date('2026-11-23T12:00:00Z'),
        stories: createStoryClusterer(t.handle.db),
        random: () => 0.5,
        fetchPages: false,
      });
      const feeds = ['bylines.rss', 'bylines.atom', 'media-audio.rss', 'local-audio.rss'].map((f) => ({
        url: feedUrl(f),
        source: 'Wild',
        category: 'India',
      }));
      await service.crawlAll(feeds, { concurrency: 1 });
      await fetcher.close();
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await server?.close();
    });

    const publicArticle = async (url: string) => {
      const res = await t.app.inject({ url: `${API.news.publicArticle}?url=${q(url)}` });
      expect(res.statusCode).toBe(200);
      return publicArticleSchema.parse(res.json());
    };

    it('stores each byline and returns it in every article object, empty when the feed named nobody', async () => {
      expect((await publicArticle('https://bylines.example/rss-author')).author).toBe('Priya Raman');
      expect((await publicArticle('https://bylines.example/dc-creators')).author).toBe('Arjun Mehta, Fatima Sheikh');
      expect((await publicArticle('https://bylines.example/atom/feed')).author).toBe('The Newsroom');
      const none = await t.app.inject({ url: `${API.news.publicArticle}?url=${q('https://bylines.example/none')}` });
      expect(none.json()).toMatchObject({ author: '' });
      const page = articlePageSchema.parse((await t.app.inject({ url: `${API.news.latest}?size=50` })).json());
      expect(page.content.find((a) => a.url === 'https://bylines.example/itunes')?.author).toBe('Meera Iyer');
      for (const a of (await t.app.inject({ url: `${API.news.latest}?size=50` })).json().content)
        expect(typeof a.author).toBe('string');
    });

    it('finds a reporter’s stories by name, above stories that only mention the name in their text', async () => {
      const repo = createIngestRepository(t.handle.db);
      const mention: NewArticle = {
        url: 'https://bylines.example/mentions-raman',
        title: 'Budget session ends',
        summary: 'The session closed early.',
        text: 'A column by Priya Raman was quoted in the house.',
        published: new Date('2026-11-23T11:00:00Z'),
        publishedEstimated: false,
        image: null,
        author: '',
        enclosures: [],
        source: 'Wild',
        category: 'India',
        entities: [],
      };
      await repo.insertArticle(mention, [`url:${mention.url}`], feedUrl('bylines.rss'));
      const res = await t.app.inject({ url: `${API.news.search}?q=${q('Priya Raman')}` });
      const urls = articlePageSchema.parse(res.json()).content.map((a) => a.url);
      // The byline's story is older than the mention, and still first.
      expect(urls).toEqual(['https://bylines.example/rss-author', 'https://bylines.example/mentions-raman']);
    });

    it('returns a story’s audio files with type and length, not its video, and keeps its picture', async () => {
      const morning = await publicArticle('https://audio.example/morning');
      expect(morning.audio).toEqual([
        { url: 'https://cdn.audio.example/morning.mp3', type: 'audio/mpeg', length: 9437184 },
      ]);
      expect(morning.image?.url).toBe('https://cdn.audio.example/morning.jpg');
      expect((await publicArticle('https://audio.example/interview')).audio).toEqual([
        { url: 'https://cdn.audio.example/interview.m4a', type: '', length: 31457280 },
      ]);
      const evening = await t.app.inject({
        url: `${API.news.publicArticle}?url=${q('https://audio.example/evening')}`,
      });
      expect(evening.json()).not.toHaveProperty('audio');
      const rows = await t.handle.db
        .selectFrom('articles')
        .select(['url', 'enclosures'])
        .where('url', '=', 'https://audio.example/evening')
        .execute();
      expect(rows[0]?.enclosures).toEqual([
        { url: 'https://cdn.audio.example/evening.mp4', type: 'video/mp4', length: null, kind: 'video' },
      ]);
    });

    it('tells the client the offline size limit, and lets its pages play audio from publishers', async () => {
      const res = await t.app.inject({ url: API.site });
      expect(siteInfoSchema.parse(res.json()).audio).toEqual({ offlineMaxBytes: 1024 * 1024 });
      expect(String(res.headers['content-security-policy'])).toContain("media-src 'self' blob: https:");
    });

    describe('the same-origin copy of a story’s audio', () => {
      const article = 'https://local.example/bulletin';
      const copy = (src: string, headers: Record<string, string>) =>
        t.app.inject({ url: `${API.news.audio}?url=${q(article)}&src=${q(`${server.origin}${src}`)}`, headers });

      it('gives a member the file the feed named, as audio, following redirects', async () => {
        for (const src of ['/files/bulletin.mp3', '/files/moved.mp3']) {
          const res = await copy(src, cast.member.headers);
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe('audio/mpeg');
          // Never a document of this origin, and a download if opened directly.
          expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
          expect(res.headers['content-disposition']).toBe('attachment');
          expect(res.rawPayload.equals(MP3)).toBe(true);
        }
      });
      it('is for members only', async () => {
        expect((await copy('/files/bulletin.mp3', {})).statusCode).toBe(401);
        expect((await copy('/files/bulletin.mp3', cast.nonMember.headers)).statusCode).toBe(403);
      });
      it('fetches only files the article’s feed named', async () => {
        const res = await t.app.inject({
          url: `${API.news.audio}?url=${q(article)}&src=${q(`${server.origin}/local-audio.rss`)}`,
          headers: cast.member.headers,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 404, error: 'Not Found', message: 'The article has no such audio.' });
        const other = await t.app.inject({
          url: `${API.news.audio}?url=${q('https://nowhere.example/x')}&src=${q(`${server.origin}/files/bulletin.mp3`)}`,
          headers: cast.member.headers,
        });
        expect(other.statusCode).toBe(404);
      });
      it('refuses a file over the limit and anything that is not audio', async () => {
        const big = await copy('/files/big.mp3', cast.member.headers);
        expect([big.statusCode, big.json().message]).toEqual([413, 'The audio is larger than 1 MB.']);
        const page = await copy('/files/page.mp3', cast.member.headers);
        expect([page.statusCode, page.json().message]).toEqual([502, 'The file is not audio.']);
        expect(page.body).not.toContain('<script>');
        // A file that does not say its size is cut off at the limit: the download fails.
        await expect(copy('/files/undeclared.mp3', cast.member.headers)).rejects.toThrow();
      });
    });
  },
  180_000,
);

describe.each(await databaseTargets())('the audio copy’s address guard ($name)', (target) => {
  it('never fetches a private or loopback address, whatever the feed said', async () => {
    const t = await testApp(target); // CRAWL_ALLOW_PRIVATE off, as in production
    try {
      const cast = await signInCast(t.app, t.handle.db, t.clock.now, 'guard');
      const repo = createIngestRepository(t.handle.db);
      await repo.ensureSource('Wild', null);
      const url = 'https://local.example/metadata';
      await repo.insertArticle(
        {
          url,
          title: 'Audio on a private address',
          summary: 'S',
          text: null,
          published: new Date(),
          publishedEstimated: false,
          image: null,
          author: '',
          source: 'Wild',
          category: 'India',
          entities: [],
          enclosures: [
            { url: 'http://169.254.169.254/latest/meta-data.mp3', type: 'audio/mpeg', length: null, kind: 'audio' },
          ],
        },
        [`url:${url}`],
        'https://local.example/rss',
      );
      const res = await t.app.inject({
        url: `${API.news.audio}?url=${q(url)}&src=${q('http://169.254.169.254/latest/meta-data.mp3')}`,
        headers: cast.member.headers,
      });
      expect(res.json()).toEqual({
        status: 502,
        error: 'Bad Gateway',
        message: 'The audio is on an address that is not fetched.',
      });
    } finally {
      await t.close();
    }
  }, 60_000);
});
