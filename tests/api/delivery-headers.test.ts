import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { insertFixtures, fixtureUrl, NEWS } from './news-fixtures';

// A client build in miniature: the shell and one hashed asset with its .br/.gz siblings, as the
// build's compression plugin writes them.
const SCRIPT = `console.log(${JSON.stringify('khabar '.repeat(400))});\n`;
function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'khabar-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  const asset = path.join(dir, 'assets', 'index-abc123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  return dir;
}

describe.each(await databaseTargets())('compressed delivery and cache headers ($name)', (target) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fakeClientBuild();
    t = await testApp(target, { CLIENT_DIR: dir });
    await insertFixtures(
      t.handle,
      Array.from({ length: 20 }, (_, i) => ({
        url: fixtureUrl(`headers-${i}`),
        title: `A long enough headline for story number ${i} about the monsoon`,
        published: new Date(Date.now() - i * 3600_000),
        source: 'Alpha Wire',
        category: 'Science',
      })),
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy when brotli is not accepted and the plain file when nothing is', async () => {
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('makes the HTML shell revalidate on every visit, for a deep link too', async () => {
    for (const url of ['/dashboard/news', '/pages/news/details/https%3A%2F%2Fexample.test%2Fa.html']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses API JSON above the threshold', async () => {
    const res = await t.app.inject({
      url: `${NEWS}/latest?page=1&size=20`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('leaves a small API answer uncompressed', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
