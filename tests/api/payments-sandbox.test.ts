import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { loadConfig } from '#server/config.ts';
import { SANDBOX_SECRETS_FILE } from '#server/lib/sandbox-secrets.ts';
import { paymentSignature, webhookSignature } from '#server/providers/payments/index.ts';
import { CLIENT_HEADERS, testApp, type TestApp } from '../helpers/app';
import { freshIp, signIn } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { client } from '../helpers/payments';

// The sandbox takes no real money, but its payments credit real accounts: only the buyer may pay
// an order on its sheet, and its signatures are made with secrets of this installation, never
// with constants anyone can read in the source.

/** The secrets every installation used before they were its own (published in the source). */
const PUBLISHED = { keySecret: 'khabar-sandbox-key-secret', webhookSecret: 'khabar-sandbox-webhook-secret' };

const dirs: string[] = [];
const freshDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'khabar-sandbox-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.each(await databaseTargets())('the sandbox takes payments from the buyer only ($name)', (target) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = freshDir();
    // The installation's own secrets: nothing configured, so they are made in DATA_DIR.
    t = await testApp(target, {
      DATA_DIR: dataDir,
      RAZORPAY_KEY_SECRET: '',
      RAZORPAY_WEBHOOK_SECRET: '',
      PAYMENTS_RECONCILE_SECONDS: '0',
      PAYMENTS_SANDBOX_WEBHOOKS: 'false',
    });
  });
  afterAll(() => t.close());

  const sandboxPayments = (orderId: string) =>
    t.handle.db.selectFrom('sandbox_payments').select('id').where('order_id', '=', orderId).execute();

  it("refuses to pay an order without the buyer's session (401) or in another's (404), and pays it in the buyer's", async () => {
    const buyer = await signIn(t.app, `sb-buyer-${target.name}@example.com`);
    const stranger = await signIn(t.app, `sb-stranger-${target.name}@example.com`);
    const c = client(t.app, buyer);
    const orderId = (await c.order(300)).json().razorpayOrderId as string;
    const payAs = (cookie: string | null) =>
      t.app.inject({
        method: 'POST',
        url: `${API.payment.sandbox}/pay`,
        headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
        payload: { order_id: orderId, outcome: 'pay' },
        remoteAddress: freshIp(),
      });

    const visitor = await payAs(null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ status: 401, error: 'Unauthorized' });
    const other = await payAs(stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 404, error: 'Not Found' });
    expect(other.body).not.toContain('razorpay_signature');
    // Nothing was paid or credited by either.
    expect(await sandboxPayments(orderId)).toHaveLength(0);
    expect(await c.balance()).toBe(0);

    const paid = await payAs(buyer.cookie);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await c.confirm(paid.json())).statusCode).toBe(200);
    expect(await c.balance()).toBe(300);
  });

  it('refuses a sandbox order that is no order of ours, even to a signed-in user', async () => {
    const u = await signIn(t.app, `sb-direct-${target.name}@example.com`);
    const auth = `Basic ${Buffer.from(`${t.config.payments.keyId}:${t.config.payments.keySecret}`).toString('base64')}`;
    const direct = await t.app.inject({
      method: 'POST',
      url: `${API.payment.sandbox}/v1/orders`,
      headers: { 'content-type': 'application/json', authorization: auth },
      payload: { amount: 11_800, currency: 'INR' },
    });
    expect(direct.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API.payment.sandbox}/pay`,
      headers: u.headers,
      payload: { order_id: direct.json().id, outcome: 'pay' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('signs with secrets of this installation: the published ones confirm nothing and deliver no webhook', async () => {
    const u = await signIn(t.app, `sb-forge-${target.name}@example.com`);
    const c = client(t.app, u);
    const orderId = (await c.order(500)).json().razorpayOrderId as string;
    // A confirmation forged with the once-published key secret, for a payment never made.
    const forged = await c.confirm({
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_ForgedPayment01',
      razorpay_signature: paymentSignature(orderId, 'pay_ForgedPayment01', PUBLISHED.keySecret),
    });
    expect(forged.statusCode).toBe(400);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: 'pay_ForgedPayment02',
            entity: 'payment',
            order_id: orderId,
            amount: 59_000,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: API.payment.webhook,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(body, PUBLISHED.webhookSecret),
        'x-razorpay-event-id': 'evt_ForgedEvent0001',
      },
    });
    expect(hook.statusCode).toBe(400);
    expect(await c.balance()).toBe(0);
    // The sheet's real payment still goes through.
    expect((await c.confirm((await c.pay(orderId)).json())).statusCode).toBe(200);
    expect(await c.balance()).toBe(500);
  });
});

describe("the sandbox's secrets", () => {
  const base = { NODE_ENV: 'test' };
  const secretsOf = (dir: string, env: Record<string, string> = {}) => {
    const p = loadConfig({ ...base, DATA_DIR: dir, ...env }).payments;
    return { keySecret: p.keySecret, webhookSecret: p.webhookSecret };
  };
  const modeOf = (file: string) => statSync(file).mode & 0o777;

  it('are made at random on first use, kept in DATA_DIR readable by the owner only, and read again after', () => {
    const dir = freshDir();
    const first = secretsOf(dir);
    expect(first.keySecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.keySecret).not.toBe(first.webhookSecret);
    expect(first).not.toMatchObject(PUBLISHED);
    const file = path.join(dir, SANDBOX_SECRETS_FILE);
    expect(modeOf(file)).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    // A restart reads the same; another installation has its own.
    expect(secretsOf(dir)).toEqual(first);
    const other = secretsOf(freshDir());
    expect(other.keySecret).not.toBe(first.keySecret);
    expect(other.webhookSecret).not.toBe(first.webhookSecret);
  });

  it('come from the environment when it sets them, and then no file is made', () => {
    const dir = freshDir();
    const env = { RAZORPAY_KEY_SECRET: 'k'.repeat(40), RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(40) };
    expect(secretsOf(dir, env)).toEqual({
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    });
    expect(() => statSync(path.join(dir, SANDBOX_SECRETS_FILE))).toThrow(/ENOENT/);
    // A command that never takes a payment reads and writes nothing either.
    const quiet = freshDir();
    expect(loadConfig({ ...base, DATA_DIR: quiet }).payments.provider).toBe('sandbox');
    expect(() => statSync(path.join(quiet, SANDBOX_SECRETS_FILE))).toThrow(/ENOENT/);
  });

  it('narrow a file others may read to 0600, and refuse a file that holds no secrets with one line', () => {
    const dir = freshDir();
    const first = secretsOf(dir);
    const file = path.join(dir, SANDBOX_SECRETS_FILE);
    chmodSync(file, 0o644);
    expect(secretsOf(dir)).toEqual(first);
    expect(modeOf(file)).toBe(0o600);
    writeFileSync(file, '{"keySecret": "short"}');
    expect(() => secretsOf(dir)).toThrowError(/^Invalid configuration: DATA_DIR: .*sandbox-secrets\.json.*delete it/);
  });

  it('are the same for processes that start at once on one DATA_DIR', async () => {
    const dir = freshDir();
    const script =
      "import('#server/config.ts').then(({ loadConfig }) => { const p = loadConfig({ NODE_ENV: 'test', DATA_DIR: process.argv[1] }).payments; console.log(JSON.stringify({ keySecret: p.keySecret, webhookSecret: p.webhookSecret })); })";
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, dir], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`exit ${code}`))));
      });
    const outs = await Promise.all([run(), run(), run(), run()]);
    expect(new Set(outs).size).toBe(1);
    expect(JSON.parse(outs[0]!)).toEqual(JSON.parse(readFileSync(path.join(dir, SANDBOX_SECRETS_FILE), 'utf8')));
  }, 60_000);
});
