import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Agent, fetch } from 'undici';
import { HttpError } from '#server/lib/errors.ts';
import { createAddressGuard } from '#server/modules/ingest/address-guard.ts';
import { CrawlError } from '#server/modules/ingest/crawl-error.ts';

// Fetching a story's audio file from the publisher for a member who keeps it offline. The
// crawler's guard applies: no private, loopback, link-local or reserved address, checked
// before each request and again when the socket connects (DNS rebinding), and on every
// redirect (podcast hosts go through a few tracking hops). Only audio comes back: an HTML page
// or anything else the publisher answers with is refused, never served from our origin.

const MAX_REDIRECTS = 8;
/** What a publisher may call an audio file (many servers say octet-stream). */
const AUDIO_TYPES = /^(audio\/[a-z0-9.+-]+|application\/ogg|application\/octet-stream|binary\/octet-stream)$/;
const audioType = (t: string | null | undefined) => {
  const type = (t ?? '').split(';')[0]!.trim().toLowerCase();
  return AUDIO_TYPES.test(type) ? type : null;
};

export type AudioCopy = { type: string; length: number | null; body: Readable };
export type CopierOptions = { allowPrivate: boolean; timeoutMs: number; maxBytes: number; userAgent: string };

const badGateway = (m: string) => new HttpError(502, m);

export function createAudioCopier(opts: CopierOptions) {
  const guard = createAddressGuard(opts.allowPrivate);
  const agent = new Agent({
    connect: { lookup: guard.lookup, timeout: opts.timeoutMs },
    headersTimeout: opts.timeoutMs,
    // Between two chunks, not for the whole file: a big file on a slow line takes long.
    bodyTimeout: opts.timeoutMs,
  });

  /** The file at `src`, after its redirects, as a stream cut off past the size limit. */
  async function open(src: string, declaredType: string, signal: AbortSignal): Promise<AudioCopy> {
    let url = new URL(src);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
        throw badGateway('The audio is not on a web address that can be fetched.');
      }
      try {
        await guard.check(url.hostname);
      } catch (err) {
        throw badGateway(
          err instanceof CrawlError && err.reason === 'private-address'
            ? 'The audio is on an address that is not fetched.'
            : 'The audio could not be fetched.',
        );
      }
      let res: Awaited<ReturnType<typeof fetch>>;
      try {
        res = await fetch(url, {
          dispatcher: agent,
          redirect: 'manual',
          signal,
          headers: { 'user-agent': opts.userAgent, accept: 'audio/*, */*;q=0.1', 'accept-encoding': 'identity' },
        });
      } catch {
        throw badGateway('The audio could not be fetched.');
      }
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel().catch(() => undefined);
        url = new URL(location, url);
        continue;
      }
      const type = audioType(res.headers.get('content-type'));
      const declared = Number(res.headers.get('content-length') ?? 'NaN');
      const refuse = async (e: HttpError) => {
        await res.body?.cancel().catch(() => undefined);
        throw e;
      };
      if (res.status !== 200 || !res.body) return refuse(badGateway(`The audio's server answered ${res.status}.`));
      if (!type) return refuse(badGateway('The file is not audio.'));
      if (declared > opts.maxBytes)
        return refuse(new HttpError(413, `The audio is larger than ${Math.round(opts.maxBytes / 1048576)} MB.`));
      // pipeline, not pipe: a failure on either side (the publisher's connection, the limit, the
      // member going away) ends both, and reaches the reply as the stream's error.
      const body = pipeline(
        Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
        limit(opts.maxBytes),
        () => undefined,
      );
      const served = audioType(declaredType)?.startsWith('audio/') ? audioType(declaredType)! : type;
      return { type: served, length: Number.isSafeInteger(declared) && declared >= 0 ? declared : null, body };
    }
    throw badGateway('The audio is behind too many redirects.');
  }

  return { open, close: () => agent.close() };
}

/** Passes bytes through until `max`, then fails the stream (the client sees a cut download). */
function limit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(new Error(`audio larger than ${max} bytes`));
      else done(null, chunk);
    },
  });
}
export type AudioCopier = ReturnType<typeof createAudioCopier>;
