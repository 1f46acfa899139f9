import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePageSchema, articleSchema } from '#shared/schemas/news.ts';
import { balanceResponseSchema } from '#shared/schemas/user.ts';
import { watchlistSchema } from '#shared/schemas/watchlist.ts';
import { testApp, type TestApp } from '../helpers/app';
import { signIn, type Signed } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';

const ARTICLES = [
  {
    url: 'https://news.example/monsoon',
    title: 'Monsoon reaches Kerala early',
    text: 'The monsoon arrived.',
    published: '2026-06-01T06:00:00Z',
  },
  {
    url: 'https://news.example/cricket',
    title: 'Cricket: India win the series',
    text: 'A great win.',
    published: '2026-06-02T06:00:00Z',
  },
  {
    url: 'https://news.example/budget',
    title: 'Budget session opens',
    text: 'Parliament met.',
    published: '2026-06-03T06:00:00Z',
  },
];

describe.each(await databaseTargets())('watch list, global article, balances ($name)', (target) => {
  let t: TestApp;
  let u: Signed;
  beforeAll(async () => {
    t = await testApp(target);
    await t.handle.db.insertInto('sources').values({ name: 'Example News', homepage: null }).execute();
    await t.handle.db
      .insertInto('articles')
      .values(
        ARTICLES.map((a) => ({
          ...a,
          summary: `${a.title}.`,
          source: 'Example News',
          category: 'India',
          entities: '[]',
          bias: 'Balanced.',
        })),
      )
      .execute();
    u = await signIn(t.app, 'watcher@example.com');
  });
  afterAll(() => t.close());

  const put = (terms: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/khabar/operation/user/watchlist',
      headers: u.headers,
      payload: { terms },
    });
  const watchNews = (q = '') =>
    t.app.inject({
      url: `/api/elasticsearch/global/newssearchitem/searchbywathlist${q}`,
      headers: { cookie: u.cookie },
    });

  it('starts empty, and an empty watch list gives no news', async () => {
    const res = await t.app.inject({ url: '/api/khabar/operation/user/watchlist', headers: { cookie: u.cookie } });
    expect(watchlistSchema.parse(res.json())).toEqual({ terms: [] });
    expect((await watchNews()).json()).toEqual({ content: [], totalElements: 0 });
  });

  it('trims and de-duplicates terms ignoring case, and finds news matching any term', async () => {
    const res = await put([' monsoon ', 'Cricket', 'cricket', 'MONSOON']);
    expect(res.json()).toEqual({ terms: ['monsoon', 'Cricket'] });
    const news = articlePageSchema.parse((await watchNews('?page=1&size=10')).json());
    expect(news.totalElements).toBe(2);
    expect(news.content.map((a) => a.url).sort()).toEqual([
      'https://news.example/cricket',
      'https://news.example/monsoon',
    ]);
    const page2 = articlePageSchema.parse((await watchNews('?page=2&size=1')).json());
    expect(page2.content).toHaveLength(1);
  });

  it('refuses too many, too short or too long terms and keeps the stored list', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `term${i}`);
    for (const bad of [many, ['a'], ['x'.repeat(51)], 'monsoon']) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^terms/);
    }
    const res = await t.app.inject({ url: '/api/khabar/operation/user/watchlist', headers: { cookie: u.cookie } });
    expect(res.json().terms).toEqual(['monsoon', 'Cricket']);
  });

  it('needs sign-in for the watch list and its news', async () => {
    expect((await t.app.inject('/api/khabar/operation/user/watchlist')).statusCode).toBe(401);
    expect((await t.app.inject('/api/elasticsearch/global/newssearchitem/searchbywathlist')).statusCode).toBe(401);
  });

  it('gives the full article to signed-in users and 401 to visitors', async () => {
    const url = '/api/elasticsearch/global/newssearchitem/article?url=' + encodeURIComponent(ARTICLES[0]!.url);
    expect((await t.app.inject(url)).statusCode).toBe(401);
    const res = await t.app.inject({ url, headers: { cookie: u.cookie } });
    const a = articleSchema.parse(res.json());
    expect(a).toMatchObject({ text: 'The monsoon arrived.', bias: 'Balanced.', sentiment: null });
  });

  it('keeps AI analysis 401 for visitors and 403 "Membership required" for non-members', async () => {
    const url = '/api/elasticsearch/global/newssearchitem/article/bias?url=' + encodeURIComponent(ARTICLES[0]!.url);
    expect((await t.app.inject(url)).statusCode).toBe(401);
    const res = await t.app.inject({ url, headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Membership required');
  });

  it('reads the credit balance from the ledger and the days left from memberships', async () => {
    const credits = () => t.app.inject({ url: '/api/payment/khabar/balance', headers: { cookie: u.cookie } });
    const days = () =>
      t.app.inject({ url: '/api/membership/khabar/subscriptionbalance', headers: { cookie: u.cookie } });
    expect(balanceResponseSchema.parse((await credits()).json()).listObject).toEqual([0]);
    expect((await days()).json().listObject).toEqual([0]);
    const id = u.user.userId;
    await t.handle.db
      .insertInto('credit_ledger')
      .values([
        { user_id: id, delta: 500, reason: 'test purchase', idempotency_key: 'test:buy' },
        { user_id: id, delta: -50, reason: 'test spend', idempotency_key: 'test:spend' },
      ])
      .execute();
    expect((await credits()).json().listObject).toEqual([450]);
    // 2026-06-10 12:00 IST; a 10-day membership from the start of today, and 5 queued days.
    t.clock.now = new Date('2026-06-10T06:30:00Z');
    const dayStart = new Date('2026-06-09T18:30:00Z');
    const d = (n: number) => new Date(dayStart.getTime() + n * 86_400_000);
    await t.handle.db
      .insertInto('memberships')
      .values([
        { user_id: id, no_of_days: 10, create_date: d(0), start_date: d(0), end_date: d(10) },
        { user_id: id, no_of_days: 5, create_date: d(0), start_date: d(10), end_date: d(15) },
      ])
      .execute();
    expect((await days()).json().listObject).toEqual([15]);
    t.clock.now = new Date('2026-06-12T20:00:00Z'); // 13 June IST: 3 days used
    expect((await days()).json().listObject).toEqual([12]);
    const me = await t.app.inject({ url: '/api/khabar/auth/me', headers: { cookie: u.cookie } });
    expect(me.json().listObject[0]).toMatchObject({ member: true, hasTransactions: true, hasMemberships: true });
    // A member reaches the AI analysis, no longer blocked by membership.
    const ai = await t.app.inject({
      url: '/api/elasticsearch/global/newssearchitem/article/bias?url=https%3A%2F%2Fnews.example%2Fmonsoon',
      headers: { cookie: u.cookie },
    });
    expect(ai.statusCode).toBe(200);
    t.clock.now = new Date('2026-06-25T00:00:00Z');
    expect((await days()).json().listObject).toEqual([0]);
    const after = await t.app.inject({ url: '/api/khabar/auth/me', headers: { cookie: u.cookie } });
    expect(after.json().listObject[0]).toMatchObject({ member: false, hasMemberships: true });
  });
});
