import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_MARKUP_ATTRIBUTE } from '#shared/first-view.ts';
import { databaseTargets } from '../helpers/databases';
import { testApp, type TestApp } from '../helpers/app';
import { sourceClient } from '../helpers/source-client';
import { fixtureUrl, insertFixtures } from './news-fixtures';

// A server render reads its data in process (src/server/lib/public-reads.ts): a page load holds
// one load-shedding place, its own, so renders never wait for places that other renders hold.
// Through HTTP, a render's own requests queued behind the renders holding every place, and the
// pages came back late, refused, or without their screen.
const HEADLINE = 'Monsoon reaches the Kerala coast a week early';

describe.each(await databaseTargets())('first screens under load ($name)', (target) => {
  const client = sourceClient();
  const apps: TestApp[] = [];
  /** A server with these load-shedding limits, serving the renderer and one article. */
  const server = async (env: Record<string, string>) => {
    const t = await testApp(target, { CLIENT_DIR: client.clientDir, ...env });
    apps.push(t);
    await insertFixtures(t.handle, [{ url: fixtureUrl('load'), title: HEADLINE, published: new Date() }]);
    return t;
  };
  const firstScreen = (body: string) => body.includes(SERVER_MARKUP_ATTRIBUTE) && body.includes(HEADLINE);
  afterAll(async () => {
    for (const t of apps) await t.close();
    client.remove();
  });

  it('renders the news home while the page itself holds the only place', async () => {
    const t = await server({ REQUEST_CONCURRENCY: '1', REQUEST_QUEUE_TIMEOUT_MS: '1000' });
    const res = await t.app.inject({ url: '/dashboard/news' });
    expect(res.statusCode).toBe(200);
    expect(firstScreen(res.body)).toBe(true);
    // The first render loads the renderer's modules.
  }, 120_000);

  it('answers 24 page loads at once, each with its first screen', async () => {
    // The production limits (the places of this database), but a queue that waits as long as a
    // loaded machine needs: a render that needed other places would wait for ever instead of being refused.
    const t = await server({
      REQUEST_QUEUE_LIMIT: '200',
      REQUEST_QUEUE_TIMEOUT_MS: '60000',
    });
    const pages = await Promise.all(Array.from({ length: 24 }, () => t.app.inject({ url: '/dashboard/news' })));
    expect(pages.map((p) => p.statusCode)).toEqual(Array(24).fill(200));
    expect(pages.filter((p) => firstScreen(p.body))).toHaveLength(24);
  }, 120_000);
});
