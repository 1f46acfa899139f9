// `npm run bench` (payments part): the real app in a child process with the sandbox provider,
// embedded and PostgreSQL. Measures over HTTP: order creation p95 and confirmation p95 (each
// request alone, back to back), then fulfilments per second with 20 confirmations in flight.
// Knobs: BENCH_PAYMENTS (orders per phase, 200). Writes .bench/payments.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '#shared/api-paths.ts';
import { dropSchema, openDatabase } from '#server/db/database.ts';
import { creditOrderForm } from '../helpers/payments';
import { databaseTargets } from '../helpers/databases';
import { percentiles } from './measure';
import { startServer } from './spawn';

const N = Number(process.env.BENCH_PAYMENTS ?? 200);
const PORTS = { embedded: 18405, postgres: 18406 } as const;
const CSRF = { 'x-requested-with': 'khabar', 'content-type': 'application/json' };

async function json(res: Response) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function signIn(base: string, email: string): Promise<string> {
  const token = await json(
    await fetch(`${base}${API.user.demoToken}`, {
      method: 'POST',
      headers: CSRF,
      body: JSON.stringify({ email, name: 'Bench Buyer' }),
    }),
  );
  const res = await fetch(`${base}${API.user.social}`, {
    method: 'POST',
    headers: CSRF,
    body: JSON.stringify({ provider: 'demo', idToken: token.idToken, user: { email }, rememberMe: 'No' }),
  });
  await json(res);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

type Paid = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

async function benchOne(kind: 'embedded' | 'postgres', url?: string) {
  const dir = kind === 'embedded' ? mkdtempSync(path.join(tmpdir(), 'khabar-paybench-')) : undefined;
  const schema = kind === 'postgres' ? `paybench_${randomBytes(4).toString('hex')}` : undefined;
  const env: Record<string, string> = {
    ...(dir ? { DATA_DIR: dir } : { DATABASE_URL: url ?? '', BENCH_SCHEMA: schema ?? '' }),
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    PAYMENTS_SANDBOX_WEBHOOKS: 'false', // the confirmation does the fulfilment being measured
    PAYMENTS_RECONCILE_SECONDS: '0',
    PAYMENTS_RATE_LIMIT: '1000000',
    DEMO_LOGIN: 'true',
    SIGNIN_RATE_LIMIT: '10000',
    INGEST: 'off',
  };
  const server = startServer(PORTS[kind], env);
  const base = `http://127.0.0.1:${PORTS[kind]}`;
  try {
    await server.ready;
    // Users enough that no one passes the 1,500-credit cap with 100-credit orders.
    const users = await Promise.all(
      Array.from({ length: Math.ceil((3 * N) / 10) + 1 }, (_, i) => signIn(base, `bench${i}-${kind}@example.com`)),
    );
    let next = 0;
    const createOrder = async () => {
      const i = next++;
      // Round robin: concurrent confirmations belong to different users, as in real traffic
      // (one user's fulfilments queue on their balance row by design).
      const who = i % users.length;
      const cookie = users[who]!;
      const email = `bench${who}-${kind}@example.com`;
      const t = performance.now();
      const body = await json(
        await fetch(`${base}${API.payment.order}`, {
          method: 'POST',
          headers: { ...CSRF, cookie },
          body: JSON.stringify(creditOrderForm(email, 100)),
        }),
      );
      return { ms: performance.now() - t, cookie, orderId: body.razorpayOrderId as string };
    };
    // The sheet's pay call, in the buyer's session (only the order's owner may pay it).
    const pay = async (cookie: string, orderId: string) =>
      (await json(
        await fetch(`${base}${API.payment.sandbox}/pay`, {
          method: 'POST',
          headers: { ...CSRF, cookie },
          body: JSON.stringify({ order_id: orderId, outcome: 'pay' }),
        }),
      )) as unknown as Paid;
    const confirm = async (cookie: string, p: Paid) => {
      const t = performance.now();
      await json(
        await fetch(`${base}${API.payment.order}`, {
          method: 'PUT',
          headers: { ...CSRF, cookie },
          body: JSON.stringify({
            razorpayOrderId: p.razorpay_order_id,
            razorpayPaymentId: p.razorpay_payment_id,
            razorpaySignature: p.razorpay_signature,
          }),
        }),
      );
      return performance.now() - t;
    };

    const created: Awaited<ReturnType<typeof createOrder>>[] = [];
    for (let i = 0; i < N; i++) created.push(await createOrder());
    const paid: { cookie: string; p: Paid }[] = [];
    for (const o of created) paid.push({ cookie: o.cookie, p: await pay(o.cookie, o.orderId) });
    const confirmMs: number[] = [];
    for (const x of paid) confirmMs.push(await confirm(x.cookie, x.p));

    // Fulfilments/s: 2N fresh paid orders confirmed by 20 workers at once.
    const batch: { cookie: string; p: Paid }[] = [];
    for (let i = 0; i < 2 * N; i++) {
      const o = await createOrder();
      batch.push({ cookie: o.cookie, p: await pay(o.cookie, o.orderId) });
    }
    let cursor = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (cursor < batch.length) {
          const x = batch[cursor++]!;
          await confirm(x.cookie, x.p);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const order = percentiles(created.map((c) => c.ms));
    const conf = percentiles(confirmMs);
    return {
      db: kind,
      orderP50: +order.p50.toFixed(1),
      orderP95: +order.p95.toFixed(1),
      confirmP50: +conf.p50.toFixed(1),
      confirmP95: +conf.p95.toFixed(1),
      fulfilmentsPerSecond: Math.round(batch.length / seconds),
    };
  } finally {
    await server.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (schema && url) {
      const h = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
      await dropSchema(h.db, schema);
      await h.close();
    }
  }
}

const rows = [];
for (const target of await databaseTargets()) {
  rows.push(await benchOne(target.name === 'pglite' ? 'embedded' : 'postgres', target.url));
}
console.log('\n| database | order p50 | order p95 | confirm p50 | confirm p95 | fulfilments/s (20 concurrent) |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.db} | ${r.orderP50} | ${r.orderP95} | ${r.confirmP50} | ${r.confirmP95} | ${r.fulfilmentsPerSecond} |`,
  );
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/payments.json', JSON.stringify({ at: new Date().toISOString(), orders: N, rows }, null, 2));
