import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { testApp, type TestApp } from '#tests/helpers/app.ts';
import { freshIp, signIn, type Signed } from '#tests/helpers/accounts.ts';
import { grantMembership } from '#tests/helpers/membership.ts';
import { creditOrderForm } from '#tests/helpers/order-forms.ts';
import { giveResources, type Owned } from '#tests/helpers/resources.ts';
import { routeCollector } from '#tests/helpers/routes.ts';
import { AUTHZ, ROLES, type CallContext, type Role } from './authz-table';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { fixtureUrl, insertFixtures } from './news-fixtures';

/**
 * The authorisation matrix: every route the app registers, called as a visitor, a user,
 * another user, a member and an admin, compared with the one table in authz-table.ts.
 */
const FRESH_ADMINS = Array.from({ length: 4 }, (_, i) => `authz-admin-${i}@example.com`);
const ENV = { ADMIN_EMAILS: FRESH_ADMINS.join(','), DEMO_ADMINS: 'true', PAYMENTS_RECONCILE_SECONDS: '0' };
const DAY = 86_400_000;
const MARK: Record<Exclude<Role, 'visitor'>, string> = {
  user: 'mark-of-the-user',
  other: 'mark-of-the-other',
  member: 'mark-of-the-member',
  admin: 'mark-of-the-admin',
};

describe('authorisation matrix: every route for visitor, user, another user, member and admin', () => {
  const { routes, onRoute } = routeCollector();
  let t: TestApp;
  const cast = {} as Record<Exclude<Role, 'visitor'>, Owned>;
  const articles = [fixtureUrl('authz'), fixtureUrl('authz')];
  let fresh = 0;
  let adminsUsed = 1;

  const member = async (s: Signed) =>
    grantMembership(t.handle.db, s.user.userId, { start: new Date(t.clock.now.getTime() - DAY), days: 30 });
  /** A new signed-in user of a role, for the calls that end a session or an account. */
  async function freshOf(role: Exclude<Role, 'visitor'>): Promise<Signed> {
    const s = await signIn(
      t.app,
      role === 'admin' ? FRESH_ADMINS[adminsUsed++]! : `fresh-${role}-${++fresh}@example.com`,
    );
    if (role === 'other' || role === 'member') await member(s);
    return s;
  }

  beforeAll(async () => {
    t = await testApp({ name: 'pglite' }, ENV, { onRoute });
    await insertFixtures(
      t.handle,
      articles.map((url, i) => ({
        url,
        title: `Authz story ${i}`,
        summary: 'India news',
        text: 'Body.',
        published: new Date(),
        source: 'Fixture Wire',
      })),
    );
    // Each article in its story, as ingest leaves them.
    await createStoryClusterer(t.handle.db).catchUp(new Date(0));
    const user = await signIn(t.app, 'authz-user@example.com');
    const other = await signIn(t.app, 'authz-other@example.com');
    const mem = await signIn(t.app, 'authz-member@example.com');
    const admin = await signIn(t.app, FRESH_ADMINS[0]!);
    expect(admin.res.json().listObject[0].role).toBe('admin');
    await member(other);
    await member(mem);
    cast.user = await giveResources(t.app, user, MARK.user, null);
    cast.other = await giveResources(t.app, other, MARK.other, null);
    cast.member = await giveResources(t.app, mem, MARK.member, articles[0]!);
    cast.admin = await giveResources(t.app, admin, MARK.admin, null);
  }, 180_000);
  afterAll(() => t?.close());

  it('has one row for every route the app registers, and none for a route it does not', () => {
    const registered = routes.map((r) => r.key).sort();
    const listed = AUTHZ.map((r) => r.route).sort();
    expect(new Set(listed).size, 'a route is listed twice').toBe(listed.length);
    expect(
      registered.filter((k) => !listed.includes(k)),
      'routes missing from tests/api/authz-table.ts',
    ).toEqual([]);
    expect(
      listed.filter((k) => !registered.includes(k)),
      'rows of tests/api/authz-table.ts naming no route',
    ).toEqual([]);
  });

  it('answers each caller as the table says, and shows no caller anything of the others', async () => {
    const config = t.config;
    const sandboxKey = `Basic ${Buffer.from(`${config.payments.keyId}:${config.payments.keySecret}`).toString('base64')}`;
    const mismatches: string[] = [];
    const leaks: string[] = [];
    for (const row of AUTHZ) {
      for (const [i, role] of ROLES.entries()) {
        const target = role === 'member' ? cast.member : cast.user;
        const signed = role === 'visitor' ? null : row.fresh ? await freshOf(role) : cast[role].signed;
        const me = signed?.res.json().listObject[0] as { email: string; username: string } | undefined;
        const ctx: CallContext = {
          app: t.app,
          target,
          caller: me ?? null,
          article: articles[1]!,
          bookmarked: articles[0]!,
          sandboxOrderId: (await paidOrderOpen(target)).orderId,
          webhookSecret: config.payments.webhookSecret,
          sandboxKey,
        };
        const call = await row.call(ctx);
        const body = call.payload;
        const headers: Record<string, string> = {
          'x-requested-with': 'khabar',
          ...(signed ? { cookie: signed.cookie } : {}),
          ...(body !== undefined && typeof body === 'object' && !Buffer.isBuffer(body)
            ? { 'content-type': 'application/json' }
            : {}),
          ...call.headers,
        };
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers,
          payload: body as string,
          remoteAddress: freshIp(),
        });
        const got = res.statusCode >= 200 && res.statusCode < 300 ? 'ok' : res.statusCode;
        const want = row.expect[i];
        if (got !== want)
          mismatches.push(
            `${row.route} as ${role}: table says ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        if (role !== 'admin') {
          const text = res.body;
          for (const [owner, owned] of Object.entries(cast)) {
            const seen = owned.secrets.filter((secret) => text.includes(secret));
            if (owner !== role && seen.length > 0)
              leaks.push(`${row.route} as ${role} shows the ${owner}'s ${seen.join(', ')}`);
          }
        }
      }
    }
    expect({ mismatches, leaks }).toEqual({ mismatches: [], leaks: [] });
  }, 300_000);

  /** An open (created, unpaid) sandbox order of the target, made once per target. */
  const open = new Map<number, { orderId: string }>();
  async function paidOrderOpen(target: Owned) {
    const known = open.get(target.signed.user.userId);
    if (known) return known;
    const res = await t.app.inject({
      method: 'POST',
      url: API.payment.order,
      headers: target.signed.headers,
      payload: creditOrderForm(target.email, 100),
      remoteAddress: freshIp(),
    });
    const made = { orderId: res.json().razorpayOrderId as string };
    open.set(target.signed.user.userId, made);
    return made;
  }

  it("leaves a member's bookmark alone when another member deletes the same article", async () => {
    const url = articles[0]!;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${API.news.bookmark}?url=${encodeURIComponent(url)}`,
      headers: { 'x-requested-with': 'khabar', cookie: cast.other.signed.cookie },
    });
    expect(del.statusCode).toBe(204);
    const list = await t.app.inject({ url: API.news.bookmark, headers: { cookie: cast.member.signed.cookie } });
    expect(list.json().content.map((b: { url: string }) => b.url)).toContain(url);
  });
});
