import { describe, expect, it } from 'vitest';
import { httpSender } from '#offline/transport.ts';
import { A } from './local-db';

describe('http sender', () => {
  it('sends the contract calls with the Idempotency-Key and sorts answers into retry, fail and done', async () => {
    const seen: Array<{ url: string; method: string; key: string | null; type: string | null; body: unknown }> = [];
    const statuses = [201, 204, 503, 429, 408, 422, 401];
    const fetchFn = async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seen.push({
        url,
        method: init?.method ?? 'GET',
        key: headers.get('Idempotency-Key'),
        type: headers.get('Content-Type'),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      const status = statuses.shift() ?? 200;
      return new Response(status === 204 ? null : JSON.stringify({ status, error: 'x', message: 'url is required' }), {
        status,
      });
    };
    const send = httpSender(fetchFn);
    expect(await send({ kind: 'add', url: A, title: 'A' }, 'k1')).toEqual({ type: 'ok' });
    expect(await send({ kind: 'remove', url: A, keepNote: true }, 'k2')).toEqual({ type: 'ok' });
    expect(await send({ kind: 'note', url: A, note: 'n' }, 'k3')).toEqual({ type: 'retry', status: 503 });
    expect((await send({ kind: 'note', url: A, note: 'n' }, 'k3')).type).toBe('retry');
    expect((await send({ kind: 'note', url: A, note: 'n' }, 'k3')).type).toBe('retry');
    expect(await send({ kind: 'note', url: A, note: 'n' }, 'k3')).toEqual({
      type: 'fail',
      status: 422,
      message: 'url is required',
    });
    expect(await send({ kind: 'note', url: A, note: 'n' }, 'k3')).toEqual({ type: 'unauthorized' });
    expect(
      await httpSender(async () => Promise.reject(new TypeError('Failed to fetch')))(
        { kind: 'remove', url: A, keepNote: true },
        'k',
      ),
    ).toEqual({ type: 'retry' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      key: 'k1',
      body: { title: 'A', url: A },
      url: '/api/elasticsearch/global/newssearchitem/bookmark',
    });
    expect(seen[0]?.type).toBe('application/json');
    // A DELETE has no body, so no Content-Type.
    expect(seen[1]?.type).toBeNull();
    expect(seen[1]).toMatchObject({
      method: 'DELETE',
      key: 'k2',
      url: `/api/elasticsearch/global/newssearchitem/bookmark?url=${encodeURIComponent(A)}&keepNote=true`,
    });
    expect(seen[2]).toMatchObject({
      method: 'PUT',
      body: { note: 'n' },
      url: `/api/elasticsearch/global/newssearchitem/bookmark/note?url=${encodeURIComponent(A)}`,
    });
  });
});
