import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { DbHandle } from '#server/db/database.ts';
import { CLIENT_HEADERS } from '#tests/helpers/app.ts';
import { signIn, type Signed } from '#tests/helpers/accounts.ts';
import { databaseTargets, freshDatabase } from '#tests/helpers/databases.ts';

const OPS = 'ops@example.com';
const GRANTS = { DEMO_ADMINS: 'true', ADMIN_EMAILS: `${OPS},second@example.com` };

describe.each(await databaseTargets())('admin roles follow the configuration ($name)', (target) => {
  let handle: DbHandle;
  const apps: FastifyInstance[] = [];
  /** A server process on the shared database, started with this configuration. */
  const start = async (env: Record<string, string>) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CLIENT_DIR: './no-client-build',
      INGEST: 'off',
      ...env,
    });
    const app = await buildApp(config, { db: handle });
    await app.ready();
    apps.push(app);
    return app;
  };
  const stop = (app: FastifyInstance) => {
    apps.splice(apps.indexOf(app), 1);
    return app.close();
  };
  const role = async (app: FastifyInstance, who: Signed) =>
    (await app.inject({ url: API.user.me, headers: { cookie: who.cookie } })).json().listObject[0]?.role as
      string | undefined;
  const adminCall = (app: FastifyInstance, who: Signed) =>
    app.inject({ url: API.management.ingestFeeds, headers: { cookie: who.cookie } });

  beforeAll(async () => {
    handle = await freshDatabase(target);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await handle.close();
  });

  it('ends an admin role and its sessions at start-up once the configuration no longer grants it', async () => {
    const granting = await start(GRANTS);
    const ops = await signIn(granting, OPS);
    expect(ops.user).toMatchObject({ role: 'admin' });
    expect((await adminCall(granting, ops)).statusCode).toBe(200);
    await stop(granting);

    const plain = await start({});
    // The admin's session ended with the role: the old cookie signs no one in.
    expect(await role(plain, ops)).toBeUndefined();
    expect((await adminCall(plain, ops)).statusCode).toBe(401);
    const again = await signIn(plain, OPS);
    expect(again.user).toMatchObject({ role: 'user' });
    expect((await adminCall(plain, again)).statusCode).toBe(403);
    await stop(plain);
  });

  it('derives the role at every sign-in: a process whose configuration dropped an address signs it in as a user', async () => {
    // Two processes side by side, as in a rolling change of configuration.
    const dropped = await start({ DEMO_ADMINS: 'true', ADMIN_EMAILS: OPS });
    const granting = await start(GRANTS);
    const second = await signIn(granting, 'second@example.com');
    expect(second.user).toMatchObject({ role: 'admin' });
    const later = await signIn(dropped, 'second@example.com');
    expect(later.user).toMatchObject({ role: 'user' });
    expect((await adminCall(dropped, later)).statusCode).toBe(403);
    // The role is the account's: its earlier session is no admin's any more either.
    expect((await adminCall(granting, second)).statusCode).toBe(403);
    // Signing in where the configuration grants it makes it an admin again.
    expect((await signIn(granting, 'second@example.com')).user).toMatchObject({ role: 'admin' });
    await stop(dropped);
    await stop(granting);
  });

  it('keeps a role an admin granted through the API across sign-ins and restarts', async () => {
    const granting = await start(GRANTS);
    const ops = await signIn(granting, OPS);
    const alice = await signIn(granting, 'alice@example.com');
    const grant = await granting.inject({
      method: 'PUT',
      url: `${API.user.roles}/${alice.user.username}/update?roles=admin`,
      headers: { ...CLIENT_HEADERS, cookie: ops.cookie },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    await stop(granting);
    const plain = await start({});
    expect(await role(plain, alice)).toBe('admin');
    expect((await signIn(plain, 'alice@example.com')).user).toMatchObject({ role: 'admin' });
    await stop(plain);
  });
});
