import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { answerRequestsWith, createHttp, requestJson, requestVoid, SKIP_COOKIES } from './http';
import { articlePageSchema } from '#shared/schemas/news.ts';
import { messageResponseSchema } from '#shared/schemas/user.ts';

type Seen = { url: string; credentials: RequestCredentials; headers: Headers };

/** A ky client whose "network" records each request and answers with `respond`. */
function fakeClient(respond: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const client = createHttp({
    prefixUrl: 'http://khabar.test/',
    fetch: async (input) => {
      const req = input as Request;
      seen.push({ url: req.url, credentials: req.credentials, headers: req.headers });
      return respond();
    },
  });
  return { client, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the HTTP client', () => {
  it('sends cookies and the CSRF header on every request, and resolves absolute API paths', async () => {
    const { client, seen } = fakeClient(() => json({ message: 'ok' }));
    await requestJson(messageResponseSchema, '/api/health', {}, client);
    expect(seen[0]?.url).toBe('http://khabar.test/api/health');
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.headers.get('x-requested-with')).toBe('khabar');
  });

  it('omits cookies for `skip: yes` and strips that header', async () => {
    const { client, seen } = fakeClient(() => json({ message: 'ok' }));
    await requestJson(messageResponseSchema, '/api/public/site', { headers: SKIP_COOKIES }, client);
    expect(seen[0]?.credentials).toBe('omit');
    expect(seen[0]?.headers.has('skip')).toBe(false);
    expect(seen[0]?.headers.get('x-requested-with')).toBe('khabar');
  });

  it('turns the contract error body into a typed ApiError', async () => {
    const { client } = fakeClient(() => json({ status: 409, error: 'Conflict', message: 'Too many days.' }, 409));
    const err = await requestVoid('/api/x', { method: 'post' }, client).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, error: 'Conflict', message: 'Too many days.' });
  });

  it('falls back to the generic message when the error body is not the contract shape', async () => {
    const { client } = fakeClient(
      () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const err = await requestVoid('/api/x', {}, client).catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 502,
      error: 'Bad Gateway',
      message: 'Some error occurred, Contact system administrator.',
    });
  });

  it('reports network failures and unexpected answers as status 0', async () => {
    const offline = fakeClient(() => Promise.reject(new TypeError('Failed to fetch')));
    const e1 = await requestVoid('/api/x', {}, offline.client).catch((e: unknown) => e);
    expect(e1).toMatchObject({ status: 0, error: 'Network Error' });
    expect((e1 as ApiError).isNetwork).toBe(true);

    const odd = fakeClient(() => json({ unexpected: 1 }));
    const e2 = await requestJson(articlePageSchema, '/api/x', {}, odd.client).catch((e: unknown) => e);
    expect(e2).toBeInstanceOf(ApiError);
    expect(e2).toMatchObject({ status: 0, error: 'Invalid Response' });
  });

  it('parses an answer with its shared schema (unknown fields dropped)', async () => {
    const { client } = fakeClient(() => json({ message: 'Saved.', extra: 'not in the contract' }));
    await expect(requestJson(messageResponseSchema, '/api/x', {}, client)).resolves.toEqual({ message: 'Saved.' });
  });

  it("answers the app's requests through the server's renderer while it renders, with cookies and headers as sent", async () => {
    const seen: Request[] = [];
    answerRequestsWith(async (req) => {
      seen.push(req);
      return json({ message: 'rendered' });
    });
    try {
      await expect(requestJson(messageResponseSchema, '/api/x', { searchParams: { page: 1 } })).resolves.toEqual({
        message: 'rendered',
      });
    } finally {
      answerRequestsWith(null);
    }
    expect(seen.map((r) => new URL(r.url).pathname + new URL(r.url).search)).toEqual(['/api/x?page=1']);
    expect(seen[0]?.headers.get('x-requested-with')).toBe('khabar');
  });
});
