import { request as httpRequest, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { parseAnswer, rawExchange } from '#tests/helpers/raw-http.ts';
import { testApp, type TestApp } from '#tests/helpers/app.ts';

/** Send raw bytes (in pieces, when given several) and read the whole answer until the server closes. */
const raw = async (port: number, pieces: string[]) => {
  const answer = parseAnswer(await rawExchange(port, pieces));
  // Nothing may follow the answer's declared body (an answer to HEAD declares none).
  return { ...answer, body: answer.body + answer.rest };
};

/** Node's own client, which fails on a body after an answer to HEAD. */
function nodeClient(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { connection: 'close', ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const contract = (status: number, body: string) =>
  expect(JSON.parse(body)).toEqual({ status, error: STATUS_CODES[status], message: expect.any(String) });

describe('over-long URLs and answers to HEAD', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await testApp({ name: 'pglite' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const path = (bytes: number) => `${API.news.category}/${'a'.repeat(bytes)}`;

  it('answers a 10, 60 or 100 KB path with 414 in the contract shape, and a HEAD for it with 414 and no body', async () => {
    for (const kb of [10, 60, 100]) {
      const get = await raw(port, [`GET ${path(kb * 1024)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`]);
      expect(get.status, `GET ${kb} KB`).toBe(414);
      contract(414, get.body);
      const head = await raw(port, [`HEAD ${path(kb * 1024)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`]);
      expect(head.status, `HEAD ${kb} KB`).toBe(414);
      expect(head.body, `HEAD ${kb} KB`).toBe('');
      const node = await nodeClient(port, 'HEAD', path(kb * 1024));
      expect(node).toEqual({ status: 414, body: '' });
      const nodeGet = await nodeClient(port, 'GET', path(kb * 1024));
      expect(nodeGet.status).toBe(414);
      contract(414, nodeGet.body);
    }
  });

  it('answers too large headers with 431 in the contract shape, and no body to HEAD', async () => {
    const cookie = `c=${'x'.repeat(40 * 1024)}`;
    const get = await nodeClient(port, 'GET', API.health, { cookie });
    expect(get.status).toBe(431);
    contract(431, get.body);
    expect(await nodeClient(port, 'HEAD', API.health, { cookie })).toEqual({ status: 431, body: '' });
  });

  it('sends no body when the request arrives slowly and the parser gives up mid-request', async () => {
    const head = await raw(port, [
      `HEAD ${API.news.category}/`,
      ...Array.from({ length: 8 }, () => 'a'.repeat(8 * 1024)),
      ' HTTP/1.1\r\nHost: x\r\n\r\n',
    ]);
    expect([414, 431]).toContain(head.status);
    expect(head.body).toBe('');
  });

  it("answers HEAD with no body whatever the answer: Fastify's refusals, 401, 404, 414 from the router", async () => {
    const cases = [
      `${API.news.category}/%E0%A4%A`, // malformed encoding: 400
      `${API.news.category}/${'a'.repeat(200)}`, // a parameter over the router's limit
      API.user.watchlist, // signed out: 401
      '/api/no/such/route', // 404
      `${API.news.search}?q=${'b'.repeat(9000)}`, // a URL over the limit, short of the parser's
    ];
    for (const url of cases) {
      const get = await nodeClient(port, 'GET', url);
      expect(get.status, url).toBeGreaterThanOrEqual(400);
      contract(get.status, get.body);
      const head = await nodeClient(port, 'HEAD', url);
      expect(head, url).toEqual({ status: get.status, body: '' });
    }
    expect((await nodeClient(port, 'GET', `${API.news.search}?q=${'b'.repeat(9000)}`)).status).toBe(414);
  });
});
