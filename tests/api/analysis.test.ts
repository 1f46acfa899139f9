import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiHourlyLimit, MESSAGES } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { AI_FIELD, AI_KINDS } from '#shared/constants.ts';
import { articleSchema } from '#shared/schemas/news.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { testApp, type TestApp } from '../helpers/app';
import { answerJson, startChatServer, type ChatServer } from '../helpers/chat-server';
import { databaseTargets } from '../helpers/databases';
import { signInCast, type Cast } from '../helpers/membership';

const HAPPY = {
  url: 'https://news.example/hospital-opens',
  title: 'Kolkata opens a new children’s hospital',
  text: 'The new children’s hospital in Kolkata opened to great relief and joy.\n\nParents praised the excellent care and the friendly, helpful staff.\n\nDoctors said the improved wards will help children recover faster.',
};
const GRIM = {
  url: 'https://news.example/wing-collapse',
  title: 'Hospital wing collapses in Kolkata',
  text: 'The collapse of a hospital wing in Kolkata killed twelve people and injured dozens.\n\nAngry parents blamed officials for years of neglect and corruption.\n\nDoctors warned that the crisis will worsen.',
};

/** Written for the tests (CC0): a report in Hindi. */
const HINDI = {
  url: 'https://news.example/dilli-barish',
  title: 'दिल्ली में भारी बारिश से जलभराव',
  text: 'दिल्ली में सोमवार को भारी बारिश से कई इलाकों में जलभराव हो गया।\n\n“हमने २० पंप लगाए हैं,” नगर निगम के एक अधिकारी ने कहा।',
  language: 'hi',
};

async function seed(t: TestApp) {
  await t.handle.db.insertInto('sources').values({ name: 'Example News', homepage: null }).execute();
  await t.handle.db
    .insertInto('articles')
    .values(
      [HAPPY, GRIM, HINDI].map((a) => ({
        ...a,
        summary: a.text.split('\n')[0]!,
        published: '2026-06-01T06:00:00Z',
        source: 'Example News',
        category: 'Health',
        entities: JSON.stringify([{ name: 'Kolkata', type: 'place' }]),
      })),
    )
    .execute();
}

const path = (type: string, url: string) =>
  `/api/elasticsearch/global/newssearchitem/article/${type}?url=${encodeURIComponent(url)}`;

describe.each(await databaseTargets())('AI analysis, local analyser ($name)', (target) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await testApp(target);
    await seed(t);
    cast = await signInCast(t.app, t.handle.db, t.clock.now, 'analysis');
  });
  afterAll(() => t.close());
  const get = (type: string, url: string, cookie?: string) =>
    t.app.inject({ url: path(type, url), headers: cookie ? { cookie } : {} });

  it('answers visitors 401, non-members and expired members 403 "Membership required", members 200, for every kind', async () => {
    for (const kind of AI_KINDS) {
      expect((await get(kind, HAPPY.url)).statusCode).toBe(401);
      for (const who of [cast.nonMember, cast.expired]) {
        const res = await get(kind, HAPPY.url, who.cookie);
        expect(res.statusCode).toBe(403);
        expect(apiErrorSchema.parse(res.json())).toEqual({
          status: 403,
          error: 'Forbidden',
          message: MESSAGES.membershipRequired,
        });
      }
      const res = await get(kind, HAPPY.url, cast.member.cookie);
      expect(res.statusCode).toBe(200);
      const article = articleSchema.parse(res.json());
      expect(article.url).toBe(HAPPY.url);
      expect(article[AI_FIELD[kind]]).toContain('Automated analysis');
    }
  });

  it('answers an unknown type 400 and an unknown url 404 in the contract shape', async () => {
    const bad = await get('horoscope', HAPPY.url, cast.member.cookie);
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).message).toMatch(/^type/);
    const missing = await get('bias', 'https://news.example/nope', cast.member.cookie);
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json())).toMatchObject({ status: 404, error: 'Not Found' });
    expect((await get('bias', 'not a url', cast.member.cookie)).statusCode).toBe(400);
  });

  it('takes the reader’s language as a hint, refusing one it does not know', async () => {
    const withLang = (lang: string) =>
      t.app.inject({ url: `${path('bias', HAPPY.url)}&lang=${lang}`, headers: { cookie: cast.member.cookie } });
    const bad = await withLang('xx');
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).message).toMatch(/^lang/);
    // An English article is answered in English whatever is asked.
    const hindi = await withLang('hi');
    expect(hindi.statusCode).toBe(200);
    const english = await get('bias', HAPPY.url, cast.member.cookie);
    expect(articleSchema.parse(hindi.json()).bias).toBe(articleSchema.parse(english.json()).bias);
  });

  it('answers a Hindi article in the reader’s interface language, without judging its tone', async () => {
    const answer = async (lang?: string) => {
      const res = await t.app.inject({
        url: `${path('sentiment', HINDI.url)}${lang ? `&lang=${lang}` : ''}`,
        headers: { cookie: cast.member.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return articleSchema.parse(res.json()).sentiment!;
    };
    const hindi = await answer('hi');
    expect(hindi).toMatch(/^\*\*लहजा: आँका नहीं गया।\*\*/);
    expect(hindi).toContain('यह लेख हिन्दी में है');
    expect(hindi).not.toMatch(/Tone|Positive|Negative|Neutral/);
    const tamil = await answer('ta');
    expect(tamil).toMatch(/^\*\*தொனி: அளவிடப்படவில்லை\.\*\*/);
    expect(tamil).toContain('இந்தி மொழியில்');
    // English by default, and each language's answer stored apart: asking again gives the same.
    expect(await answer()).toMatch(/^\*\*Tone: not measured\.\*\* .*this article is in Hindi/);
    expect(await answer('hi')).toBe(hindi);
  });

  it('reads the tone of each article from its own sentences', async () => {
    const happy = articleSchema.parse((await get('sentiment', HAPPY.url, cast.member.cookie)).json()).sentiment!;
    const grim = articleSchema.parse((await get('sentiment', GRIM.url, cast.member.cookie)).json()).sentiment!;
    expect(happy).toMatch(/^\*\*Tone: Positive/);
    expect(grim).toMatch(/^\*\*Tone: Negative/);
    expect(grim).toContain('**killed**');
    const quoted = grim
      .split('\n')
      .filter((l) => /^\s*> /.test(l))
      .map((l) => l.replace(/^\s*> /, '').replaceAll('**', ''));
    expect(quoted.length).toBeGreaterThan(1);
    for (const q of quoted) expect(GRIM.text).toContain(q);
  });

  it('answers an empty explanation for an article with no words, and stores nothing', async () => {
    const url = 'https://news.example/empty';
    await t.handle.db
      .insertInto('articles')
      .values({
        url,
        title: 'Photo',
        summary: '',
        text: null,
        published: '2026-06-01T06:00:00Z',
        source: 'Example News',
        category: 'Health',
        entities: '[]',
      })
      .execute();
    const res = await get('explain', url, cast.member.cookie);
    expect(articleSchema.parse(res.json()).explainLike15).toBe('');
    const rows = await t.handle.db
      .selectFrom('article_analyses as a')
      .innerJoin('articles as r', 'r.id', 'a.article_id')
      .select('a.kind')
      .where('r.url', '=', url)
      .execute();
    expect(rows).toEqual([]);
  });

  it('serves a stored answer from the store and fills the kinds already answered', async () => {
    const first = articleSchema.parse((await get('bias', GRIM.url, cast.member.cookie)).json());
    const rows = await t.handle.db.selectFrom('article_analyses').selectAll().where('kind', '=', 'bias').execute();
    expect(rows.filter((r) => r.answer === first.bias)).toHaveLength(1);
    expect(rows[0]!.analyser).toBe('local-v3');
    // Change the stored row: the next answer is the stored one, not a new computation.
    await t.handle.db
      .updateTable('article_analyses')
      .set({ answer: 'stored answer' })
      .where('kind', '=', 'bias')
      .execute();
    const again = articleSchema.parse((await get('bias', GRIM.url, cast.member.cookie)).json());
    expect(again.bias).toBe('stored answer');
    expect(again.sentiment).toMatch(/^\*\*Tone: Negative/);
  });
});

describe.each(await databaseTargets())('AI analysis, openai analyser ($name)', (target) => {
  let t: TestApp;
  let chat: ChatServer;
  let cast: Cast;
  let calls = 0;
  beforeAll(async () => {
    chat = await startChatServer();
    // Every computation gives a different answer, so a second computation would show.
    chat.answerWith(() => ({ kind: 'answer', content: answerJson(`answer number ${++calls}`) }));
    t = await testApp(target, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: chat.baseUrl,
      AI_MODEL: 'm1',
      AI_MAX_RETRIES: '0',
    });
    await seed(t);
    cast = await signInCast(t.app, t.handle.db, t.clock.now, 'openai');
  });
  afterAll(async () => {
    await t.close();
    await chat.close();
  });
  const get = (type: string, url: string) =>
    t.app.inject({ url: path(type, url), headers: { cookie: cast.member.cookie } });

  it('computes concurrent first requests once and serves the stored answer afterwards', async () => {
    const before = chat.requests.length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('explain', HAPPY.url)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const texts = new Set(answers.map((r) => articleSchema.parse(r.json()).explainLike15));
    expect(texts.size).toBe(1);
    expect(chat.requests.length - before).toBe(1);
    const later = articleSchema.parse((await get('explain', HAPPY.url)).json());
    expect(later.explainLike15).toBe([...texts][0]);
    expect(chat.requests.length - before).toBe(1);
  });

  it('agrees on one answer when two server processes compute it at once', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CLIENT_DIR: './no-client-build',
      INGEST: 'off',
      AI_PROVIDER: 'openai',
      AI_BASE_URL: chat.baseUrl,
      AI_MODEL: 'm1',
    });
    const other = await buildApp(config, { db: t.handle, now: () => t.clock.now });
    try {
      const url = path('missing', GRIM.url);
      const [a, b] = await Promise.all(
        [t.app, other].map((app) => app.inject({ url, headers: { cookie: cast.member.cookie } })),
      );
      expect(articleSchema.parse(a!.json()).missingAngles).toBe(articleSchema.parse(b!.json()).missingAngles);
    } finally {
      await other.close();
    }
  });

  it('answers 502 with the catalogue message when the model fails, stores nothing, and tries again next time', async () => {
    chat.next({ kind: 'answer', content: 'not json at all' });
    const res = await get('bias', HAPPY.url);
    expect(res.statusCode).toBe(502);
    expect(apiErrorSchema.parse(res.json()).message).toBe(MESSAGES.aiFailed);
    const stored = await t.handle.db.selectFrom('article_analyses').select('kind').where('kind', '=', 'bias').execute();
    expect(stored).toEqual([]);
    const retry = await get('bias', HAPPY.url);
    expect(articleSchema.parse(retry.json()).bias).toMatch(/^\*\*Bias check:\*\* answer number \d+/);
  });

  it('keeps answers per analyser: the local analyser does not serve the model’s answers', async () => {
    const rows = await t.handle.db.selectFrom('article_analyses').select('analyser').distinct().execute();
    expect(rows.map((r) => r.analyser)).toEqual(['openai:m1']);
  });
});

describe.each(await databaseTargets())('AI analysis, a member’s hourly budget of new answers ($name)', (target) => {
  let t: TestApp;
  let chat: ChatServer;
  let a: Cast;
  let b: Cast;
  beforeAll(async () => {
    chat = await startChatServer();
    chat.answerWith(() => ({ kind: 'answer', content: answerJson('an answer') }));
    t = await testApp(target, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: chat.baseUrl,
      AI_MODEL: 'm1',
      AI_MAX_RETRIES: '0',
      AI_MEMBER_HOURLY_LIMIT: '3',
    });
    await seed(t);
    a = await signInCast(t.app, t.handle.db, t.clock.now, 'budget-a');
    b = await signInCast(t.app, t.handle.db, t.clock.now, 'budget-b');
  });
  afterAll(async () => {
    await t.close();
    await chat.close();
  });
  const get = (who: Cast, type: string, url: string) =>
    t.app.inject({ url: path(type, url), headers: { cookie: who.member.cookie } });

  it('counts only the answers a member causes, refuses the next new one with when to try again, and still serves stored ones', async () => {
    const calls = () => chat.requests.length;
    for (const kind of ['bias', 'sentiment'] as const) expect((await get(a, kind, HAPPY.url)).statusCode).toBe(200);
    expect((await get(a, 'bias', HAPPY.url)).statusCode).toBe(200); // stored: not counted
    expect((await get(a, 'missing', HAPPY.url)).statusCode).toBe(200);
    expect(calls()).toBe(3);

    const over = await get(a, 'explain', HAPPY.url);
    expect(over.statusCode).toBe(429);
    expect(apiErrorSchema.parse(over.json())).toEqual({
      status: 429,
      error: 'Too Many Requests',
      message: aiHourlyLimit(3, 60),
    });
    expect(calls()).toBe(3); // refused before the model was asked

    // Answers already stored still open, whoever caused them.
    const stored = await get(a, 'sentiment', HAPPY.url);
    expect(stored.statusCode).toBe(200);
    expect(articleSchema.parse(stored.json()).bias).toContain('an answer');
    // Another member has a budget of their own; once they have caused it, the answer is stored for everyone.
    expect((await get(b, 'explain', HAPPY.url)).statusCode).toBe(200);
    expect((await get(a, 'explain', HAPPY.url)).statusCode).toBe(200);
    expect((await get(a, 'bias', GRIM.url)).statusCode).toBe(429);
    expect(calls()).toBe(4);
  });
});
