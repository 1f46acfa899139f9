import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { testApp, type TestApp } from '../helpers/app';
import { signIn, type Signed } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { grantMembership } from '../helpers/membership';

const B = API.news.bookmark;
const q = (url: string) => `?url=${encodeURIComponent(url)}`;
const TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
];

describe.each(await databaseTargets())(
  'an empty body is no body, whatever its method and content type ($name)',
  (target) => {
    let t: TestApp;
    let member: Signed;
    beforeAll(async () => {
      t = await testApp(target);
      member = await signIn(t.app, 'empty-body@example.com');
      await grantMembership(t.handle.db, member.user.userId, {
        start: new Date(t.clock.now.getTime() - 3_600_000),
        days: 30,
      });
    });
    afterAll(() => t.close());

    const save = async (url: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: B,
        headers: member.headers,
        payload: { title: 'A story', url },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const saved = async () =>
      (await t.app.inject({ url: B, headers: member.headers })).json().content.map((b: { url: string }) => b.url);

    it('removes a bookmark on a DELETE that declares any content type and sends no bytes, or an empty chunked body', async () => {
      let n = 0;
      for (const type of TYPES) {
        for (const chunked of [false, true]) {
          const url = `https://news.example/empty/${++n}`;
          await save(url);
          const res = await t.app.inject({
            method: 'DELETE',
            url: `${B}${q(url)}`,
            headers: { ...member.headers, 'content-type': type, ...(chunked ? {} : { 'content-length': '0' }) },
            // A stream payload goes out without Content-Length, as a chunked body does.
            ...(chunked ? { payload: Readable.from([]) } : {}),
          });
          expect(res.statusCode, `${type} chunked=${chunked}: ${res.body}`).toBe(204);
          expect(await saved()).not.toContain(url);
        }
      }
    });

    it('answers a body-less POST that declares JSON as having no body: sign-out succeeds, a route needing a body names it', async () => {
      const other = await signIn(t.app, 'empty-body-out@example.com');
      const out = await t.app.inject({
        method: 'POST',
        url: API.user.logout,
        headers: { ...other.headers, 'content-length': '0' },
      });
      expect(out.statusCode, out.body).toBeLessThan(300);
      const res = await t.app.inject({ method: 'POST', url: B, headers: { ...member.headers, 'content-length': '0' } });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toMatch(/^body: /);
    });

    it('still refuses bytes of a type no route reads (415) and malformed JSON (400), in the contract shape', async () => {
      const plain = await t.app.inject({
        method: 'POST',
        url: B,
        headers: { ...member.headers, 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expect(plain.statusCode).toBe(415);
      apiErrorSchema.parse(plain.json());
      const bad = await t.app.inject({ method: 'POST', url: B, headers: member.headers, payload: '{"title":' });
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).message).toBe('body: malformed JSON');
    });

    it('removes a bookmark over HTTP for a client that sends Content-Type: application/json and Content-Length: 0', async () => {
      const url = 'https://news.example/empty/http';
      await save(url);
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'DELETE',
            path: `${B}${q(url)}`,
            headers: { ...member.headers, 'content-length': '0' },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(204);
      expect(await saved()).not.toContain(url);
    });
  },
);
