import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { parseAnswer, rawExchange, type RawAnswer } from '#tests/helpers/raw-http.ts';
import { testApp, type TestApp } from '#tests/helpers/app.ts';

// Every error has the contract's body `{status, error, message}` as JSON, including the ones
// Node's HTTP server and parser give before Fastify sees a request: a request line it cannot
// read, an unknown method, bytes that are not HTTP, a missing Host, a CONNECT. Raw sockets,
// since no HTTP client sends these. The parser does not touch the database, so one suffices.

function expectContract(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ status, error: STATUS_CODES[status], message: expect.any(String) });
}

describe('malformed requests are answered in the contract shape', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await testApp({ name: 'pglite' });
    // Node's own limits on a request's arrival, short so that a stalled request is answered in
    // the test's time (the defaults: 60 s for the headers, checked every 30 s).
    Object.assign(t.app.server, { headersTimeout: 1_000, requestTimeout: 1_000, connectionsCheckingInterval: 200 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const send = async (bytes: string | string[], opts: { end?: boolean } = {}) =>
    parseAnswer(await rawExchange(port, bytes, opts));

  it.each([
    ['a lower-case method (curl -X get)', `get ${API.health} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ['an unknown method', `FROB ${API.health} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ['a TLS handshake on plain HTTP', '\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03'],
    ['a space in the path', `GET /api/he alth HTTP/1.1\r\nHost: x\r\n\r\n`],
    ['an unknown HTTP version', `GET ${API.health} HTTP/9.9\r\nHost: x\r\n\r\n`],
    ['a header name with a space', `GET ${API.health} HTTP/1.1\r\nHo st: x\r\n\r\n`],
    ['a Content-Length that is not a number', `POST ${API.health} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`],
    [
      'two Content-Lengths',
      `POST ${API.health} HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab`,
    ],
    ['a malformed chunk', `POST ${API.health} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`],
    ['no Host header', `GET ${API.health} HTTP/1.1\r\nConnection: close\r\n\r\n`],
  ])('answers %s with 400', async (_name, bytes) => {
    expectContract(await send(bytes), 400);
  });

  it('answers a CONNECT with 405, and a method no route has with 404', async () => {
    expectContract(await send('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'), 405);
    const propfind = await send(
      `PROPFIND ${API.health} HTTP/1.1\r\nHost: x\r\nX-Requested-With: khabar\r\nConnection: close\r\n\r\n`,
    );
    expectContract(propfind, 404);
  });

  it('answers the request a stray byte spoils on a kept-alive connection, after answering the one before', async () => {
    const answers = await new Promise<string>((resolve, reject) => {
      let text = '';
      let sent = false;
      const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${API.health} HTTP/1.1\r\nHost: x\r\n\r\n`));
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        // The first answer is whole: the next request goes out with a stray byte before it.
        if (!sent && parseAnswer(text).body === JSON.stringify({ status: 'ok' })) {
          sent = true;
          socket.write(`x${'GET'} ${API.health} HTTP/1.1\r\nHost: x\r\n\r\n`);
        }
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
    const first = parseAnswer(answers);
    expect(first.status).toBe(200);
    expectContract(parseAnswer(first.rest), 400);
  });

  it('sends no body to a HEAD the parser refuses', async () => {
    const head = await send(`HEAD ${API.health} HTTP/1.1\r\nHo st: x\r\n\r\n`);
    expect(head.status).toBe(400);
    expect(head.headers['content-length']).toBe('0');
    expect(head.body).toBe('');
  });

  it('answers too large headers with 431, and a HEAD with them with 431 and no body', async () => {
    const cookie = `Cookie: c=${'x'.repeat(40 * 1024)}\r\n`;
    expectContract(await send(`GET ${API.health} HTTP/1.1\r\nHost: x\r\n${cookie}\r\n`), 431);
    const head = await send(`HEAD ${API.health} HTTP/1.1\r\nHost: x\r\n${cookie}\r\n`);
    expect(head.status).toBe(431);
    expect(head.headers['content-type']).toMatch(/^application\/json/);
    expect(head.body + head.rest).toBe('');
  });

  it('answers a request cut off mid-headers or mid-body with 400', async () => {
    expectContract(await send(`GET ${API.health} HTTP/1.1\r\nHost: x\r\nAccept: appl`, { end: true }), 400);
    // A body cut short reaches a route that reads one (the CSRF header sent, so the body is what fails).
    const cut = await send(
      `POST ${API.news.advancedSearch} HTTP/1.1\r\nHost: x\r\nX-Requested-With: khabar\r\n` +
        `Content-Type: application/json\r\nContent-Length: 10\r\n\r\nab`,
      { end: true },
    );
    expectContract(cut, 400);
  });

  it('answers a request that stops arriving with 408 once its time is up', async () => {
    expectContract(await send(`GET ${API.health} HTTP/1.1\r\nHost: x\r\n`), 408);
    expectContract(await send([`GET ${API.health} HTTP/1.1\r\n`, 'Host: x\r\n']), 408);
  });

  it("answers HEAD with an error's status and type, and no body", async () => {
    for (const [path, status] of [
      ['/api/no/such/route', 404],
      [API.user.watchlist, 401],
    ] as const) {
      const get = await send(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expectContract(get, status);
      const head = await send(`HEAD ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(head.status).toBe(status);
      expect(head.headers['content-type']).toMatch(/^application\/json/);
      expect(head.body + head.rest).toBe('');
    }
  });
});
