import { Agent, fetch } from 'undici';
import type { AddressGuard } from './address-guard';
import { CrawlError } from './crawl-error';

export type RawResponse = {
  url: string;
  status: number;
  headers: Headers;
  body: Buffer;
};

export type HttpOptions = {
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  guard: AddressGuard;
};

export type HttpClient = {
  /** One request, no redirects followed, body read up to the size limit. */
  get(url: URL, headers: Record<string, string>, signal?: AbortSignal): Promise<RawResponse>;
  close(): Promise<void>;
};

export function createHttpClient(opts: HttpOptions): HttpClient {
  // The guard's lookup runs when the socket connects, so the address checked is the one used.
  const agent = new Agent({
    connect: { lookup: opts.guard.lookup, timeout: opts.timeoutMs },
    headersTimeout: opts.timeoutMs,
    bodyTimeout: opts.timeoutMs,
  });

  // A kept-alive socket the server closed just as we reused it fails with a reset before any
  // response; a GET is safe to send once more on a fresh connection.
  const get = async (url: URL, headers: Record<string, string>, signal?: AbortSignal): Promise<RawResponse> => {
    try {
      return await getOnce(url, headers, signal);
    } catch (err) {
      if (!(
        err instanceof CrawlError &&
        err.reason === 'network' &&
        /ECONNRESET|EPIPE|UND_ERR_SOCKET/.test(err.message)
      ))
        throw err;
      return getOnce(url, headers, signal);
    }
  };

  const getOnce = async (url: URL, headers: Record<string, string>, signal?: AbortSignal): Promise<RawResponse> => {
    const timeout = AbortSignal.timeout(opts.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const res = await fetch(url, {
        dispatcher: agent,
        redirect: 'manual',
        signal: combined,
        headers: { 'user-agent': opts.userAgent, 'accept-encoding': 'gzip, deflate, br', ...headers },
      });
      const declared = Number(res.headers.get('content-length') ?? 'NaN');
      if (declared > opts.maxBytes) {
        await res.body?.cancel().catch(() => undefined);
        throw new CrawlError('too-large', `response of ${declared} bytes exceeds ${opts.maxBytes}`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      if (res.body) {
        for await (const chunk of res.body) {
          size += chunk.byteLength;
          if (size > opts.maxBytes) {
            await res.body.cancel().catch(() => undefined);
            throw new CrawlError('too-large', `response exceeds ${opts.maxBytes} bytes`);
          }
          chunks.push(Buffer.from(chunk));
        }
      }
      return {
        url: url.href,
        status: res.status,
        headers: res.headers as unknown as Headers,
        body: Buffer.concat(chunks),
      };
    } catch (err) {
      throw toCrawlError(err, url, timeout, signal);
    }
  };

  return { get, close: () => agent.close() };
}

function toCrawlError(err: unknown, url: URL, timeout: AbortSignal, signal?: AbortSignal): CrawlError {
  if (err instanceof CrawlError) return err;
  if (signal?.aborted) return new CrawlError('aborted', 'crawl stopped');
  if (timeout.aborted) return new CrawlError('timeout', `no answer from ${url.host} in time`);
  // undici wraps the socket's error (our guard's refusal among them) in `cause`.
  let cause: unknown = err;
  for (let i = 0; i < 4 && cause instanceof Error; i++) {
    if (cause instanceof CrawlError) return cause;
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') {
      return new CrawlError('timeout', `no answer from ${url.host} in time`);
    }
    if (code && !(cause.cause instanceof Error)) return new CrawlError('network', `${code} for ${url.host}`);
    cause = cause.cause;
  }
  return new CrawlError(
    'network',
    `request to ${url.host} failed: ${err instanceof Error ? err.message : String(err)}`,
  );
}
