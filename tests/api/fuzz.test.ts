import { STATUS_CODES } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { webhookSignature } from '#server/providers/payments/signatures.ts';
import { testApp } from '#tests/helpers/app.ts';
import { databaseTargets, type DbTarget } from '#tests/helpers/databases.ts';
import { freshIp, signIn, SESSION_COOKIE } from '#tests/helpers/accounts.ts';
import { fingerprint } from '#tests/helpers/fingerprint.ts';
import { requestArb, type FuzzCase, type FuzzContext } from '#tests/helpers/fuzz-inputs.ts';
import { grantMembership } from '#tests/helpers/membership.ts';
import { creditOrderForm, membershipOrderForm } from '#tests/helpers/order-forms.ts';
import { giveResources, type Owned } from '#tests/helpers/resources.ts';
import { routeCollector } from '#tests/helpers/routes.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { fixtureUrl, insertFixtures } from './news-fixtures';

/**
 * Property-based fuzzing of every route the app registers (collected as it registers them, so a
 * new route is fuzzed without being listed): bad input generated from each route's own zod
 * schemas. Whatever arrives, the answer is below 500, an error is the contract's
 * `{status, error, message}`, and a refused request leaves every stored table as it was.
 *
 * FUZZ_RUNS cases in all (default 1000, spread over the routes; `npm run test:fuzz` runs 10,000),
 * FUZZ_SEED the seed (fixed by default; route number i runs with FUZZ_SEED + i, and a failure prints
 * that seed, the path to the case and the request, so the same FUZZ_SEED replays it), FUZZ_DB=postgres
 * the database (PGlite by default), FUZZ_STATS=1 prints how each route answered.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const ADMIN = 'fuzz-admin@example.com';
const raise = (message: string): never => {
  throw new Error(message);
};

// PGlite in `npm test`; FUZZ_DB=postgres runs the same cases on PostgreSQL (the databases helper's server).
const target: DbTarget =
  process.env.FUZZ_DB === 'postgres'
    ? ((await databaseTargets()).find((d) => d.name === 'postgres') ??
      raise('FUZZ_DB=postgres but no PostgreSQL answers'))
    : { name: 'pglite' };
const { routes, onRoute } = routeCollector();
const t = await testApp(
  target,
  { ADMIN_EMAILS: ADMIN, DEMO_ADMINS: 'true', PAYMENTS_RECONCILE_SECONDS: '0' },
  { onRoute },
);
const perRoute = Math.max(5, Math.ceil(RUNS / routes.length));

const payments = t.config.payments;
const WEBHOOK_SECRET = payments.webhookSecret;
const SANDBOX_AUTH = `Basic ${Buffer.from(`${payments.keyId}:${payments.keySecret}`).toString('base64')}`;
const articles = [fixtureUrl('fuzz'), fixtureUrl('fuzz'), fixtureUrl('fuzz')];
const ctx: FuzzContext = { actorHeaders: {}, seeds: {} };
let actor: Owned;
let victim: Owned;

/** Sign the admin (and member) in again, after a call signed them out or removed the account. */
async function signInActor() {
  const signed = await signIn(t.app, ADMIN);
  const userId = signed.user.userId;
  const member =
    (await t.handle.db.selectFrom('memberships').select('id').where('user_id', '=', userId).executeTakeFirst()) !==
    undefined;
  if (!member)
    await grantMembership(t.handle.db, userId, { start: new Date(t.clock.now.getTime() - 86_400_000), days: 365 });
  ctx.actorHeaders = { ...signed.headers, authorization: SANDBOX_AUTH };
  return signed;
}

beforeAll(async () => {
  await insertFixtures(
    t.handle,
    articles.map((url, i) => ({
      url,
      title: `Fuzz story ${i}`,
      summary: 'India news',
      text: 'Body text.',
      published: new Date(),
      source: 'Fixture Wire',
    })),
  );
  // Each article in its story, as ingest leaves them: the story page has stories to show.
  await createStoryClusterer(t.handle.db).catchUp(new Date(0));
  const stories = await t.handle.db.selectFrom('story_articles').select('story_id').execute();
  actor = await giveResources(t.app, await signInActor(), 'fuzz-actor-marker', articles[0]!);
  victim = await giveResources(t.app, await signIn(t.app, 'fuzz-victim@example.com'), 'fuzz-victim-marker', null);
  const order = await t.app.inject({
    method: 'POST',
    url: API.payment.order,
    headers: ctx.actorHeaders,
    payload: creditOrderForm(ADMIN, 100),
    remoteAddress: freshIp(),
  });
  ctx.seeds = {
    username: [victim.username],
    id: [actor.photoId, victim.photoId, ...stories.map((r) => Number(r.story_id))],
    orderId: [actor.orderId, victim.orderId],
    url: articles,
    order_id: [order.json().razorpayOrderId],
    category: ['India'],
    source: ['Fixture Wire'],
    q: ['india', 'story'],
    primary: ['india'],
    phone: ['+919830012345'],
    otp: ['123456'],
    email: [ADMIN],
    terms: [['india', 'cricket']],
  };
  ctx.bodies = {
    [`POST ${API.payment.order}`]: creditOrderForm(ADMIN, 100),
    [`POST ${API.payment.buySubscription}`]: membershipOrderForm(ADMIN, 30),
    [`POST ${API.news.bookmark}`]: { title: 'Fuzz', url: articles[1] },
  };
}, 180_000);
const stats = new Map<string, Map<number, number>>();
afterAll(async () => {
  // FUZZ_STATS=1 prints how each route answered (to see the fuzz reaches past validation).
  if (process.env.FUZZ_STATS) {
    for (const [key, counts] of stats)
      console.log(
        key.padEnd(80),
        [...counts]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' '),
      );
  }
  await t.close();
});

/** What to send again to replay one case. */
const describeCase = (c: FuzzCase) =>
  `${c.method} ${c.url.slice(0, 300)} as ${c.who}, spoiled ${c.spoiled}; body ${typeof c.payload === 'string' ? JSON.stringify(c.payload.slice(0, 300)) : c.payload ? `<${c.payload.length} bytes>` : 'none'}`;

const signedOut = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .some((c) => c.startsWith(`${SESSION_COOKIE}=;`) || /^khabar_session=[^;]*;.*Max-Age=0/i.test(c));

describe(`fuzz: bad input to every route (${target.name}, ${routes.length} routes, ${perRoute} cases each, seed ${SEED})`, () => {
  it('found the routes of the app', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  let before: Record<string, string> | undefined;
  it.each(routes.map((r, i) => [r.key, r, i] as const))(
    '%s',
    async (_key, route, index) => {
      before = await fingerprint(t.handle.db);
      await fc.assert(
        fc.asyncProperty(requestArb(route, ctx), async (c) => {
          // Half the webhook cases carry a valid signature, so the spoiled body reaches the handler.
          if (route.key === `POST ${API.payment.webhook}` && c.payload !== undefined && c.payload.length % 2 === 0) {
            c.headers['x-razorpay-signature'] = webhookSignature(c.payload, WEBHOOK_SECRET);
          }
          const res = await t.app.inject({
            method: c.method as 'GET',
            url: c.url,
            headers: c.headers,
            payload: c.payload,
            remoteAddress: freshIp(),
          });
          const counts = stats.get(route.key) ?? new Map<number, number>();
          counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
          stats.set(route.key, counts);
          const what = `${describeCase(c)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          const after = await fingerprint(t.handle.db);
          if (res.statusCode >= 400) {
            let body: unknown;
            try {
              body = JSON.parse(res.body);
            } catch {
              body = res.body;
            }
            expect(body, what).toEqual({
              status: res.statusCode,
              error: STATUS_CODES[res.statusCode],
              message: expect.any(String),
            });
            expect(after, `a refused request changed stored data: ${what}`).toEqual(before);
          }
          before = after;
          if (res.statusCode < 300 && c.who === 'actor' && signedOut(res.headers['set-cookie'])) {
            await signInActor();
            before = await fingerprint(t.handle.db);
          }
        }),
        { numRuns: perRoute, seed: SEED + index, verbose: 1 },
      );
    },
    Math.max(60_000, perRoute * 1_000),
  );
});
