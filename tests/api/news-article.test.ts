import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { articleSchema, publicArticleSchema } from '#shared/schemas/news.ts';
import { signIn } from '../helpers/accounts';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { fixtureUrl, GLOBAL, insertFixtures, NEWS } from './news-fixtures';

const url = fixtureUrl('article');
const q = (u: string) => `?url=${encodeURIComponent(u)}`;

describe.each(await databaseTargets())('news article ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target);
    await insertFixtures(t.handle, [
      {
        url,
        title: 'Port trust opens a new berth',
        summary: 'The berth doubles capacity.',
        text: '## Secret full text\n\nOnly for signed-in readers.',
        published: '2025-04-02T08:15:00Z',
        source: 'Hooghly Herald (demo)',
        category: 'Business',
        entities: [
          { name: 'Kolkata Port Trust', type: 'organisation' },
          { name: 'Kolkata', type: 'place' },
        ],
        bias: 'stored AI answer',
      },
    ]);
  });
  afterAll(() => t.close());

  it('gives visitors the article without text or AI fields', async () => {
    const res = await t.app.inject(`${NEWS}/article${q(url)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'author',
      'category',
      'entities',
      'language',
      'published',
      'source',
      'summary',
      'title',
      'url',
    ]);
    expect(publicArticleSchema.parse(body)).toEqual({
      title: 'Port trust opens a new berth',
      url,
      summary: 'The berth doubles capacity.',
      published: '2025-04-02T08:15:00.000Z',
      source: 'Hooghly Herald (demo)',
      category: 'Business',
      author: '',
      language: 'en',
      entities: [
        { name: 'Kolkata Port Trust', type: 'organisation' },
        { name: 'Kolkata', type: 'place' },
      ],
    });
    expect(res.body).not.toMatch(/Secret full text|stored AI answer/);
  });

  it('answers an unknown URL with 404 in the contract shape', async () => {
    const res = await t.app.inject(`${NEWS}/article${q('https://nowhere.example/x')}`);
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ status: 404, error: 'Not Found' });
  });

  it.each(['', '?url=', `?url=${'not a url'}`, `?url=/relative/path`, q(`https://x.example/${'a'.repeat(2100)}`)])(
    'refuses %j with a 400 naming url',
    async (query) => {
      const res = await t.app.inject(`${NEWS}/article${query}`);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toMatch(/^url: /);
    },
  );

  it.each([
    `/article${q(url)}`,
    '/article',
    `/article/bias${q(url)}`,
    `/article/explain${q(url)}`,
    '/article/nonsense',
  ])('answers the signed-in call %s with 401 to a visitor', async (path) => {
    const res = await t.app.inject(`${GLOBAL}${path}`);
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ status: 401, error: 'Unauthorized' });
    expect(res.body).not.toMatch(/Secret full text/);
  });

  describe('signed in', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = (await signIn(t.app, 'reader@example.com')).cookie;
    });

    it('gives the full article with text and stored AI answers', async () => {
      const res = await t.app.inject({ url: `${GLOBAL}/article${q(url)}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const a = articleSchema.parse(res.json());
      expect(a).toMatchObject({
        url,
        text: '## Secret full text\n\nOnly for signed-in readers.',
        bias: 'stored AI answer',
      });
      expect(a.sentiment).toBeNull();
    });

    it('answers an unknown URL with 404 and a missing one with 400', async () => {
      const missing = await t.app.inject({
        url: `${GLOBAL}/article${q('https://nowhere.example/y')}`,
        headers: { cookie },
      });
      expect(missing.statusCode).toBe(404);
      const bad = await t.app.inject({ url: `${GLOBAL}/article`, headers: { cookie } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^url: /);
    });
  });
});
