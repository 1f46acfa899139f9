// A publisher for the audio browser tests: an https server on 127.0.0.1 (the page's content
// policy plays media from https: only) with a self-signed certificate made for the run, a feed
// whose items carry bylines and audio enclosures, and the audio file itself (a short WAV tone,
// written here, with range requests as real hosts answer them).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export type AudioHost = {
  origin: string;
  certFile: string;
  feedUrl: string;
  wavBytes: number;
  requests: string[];
  close: () => Promise<void>;
};

/** A mono 16-bit PCM WAV of a 440 Hz tone, `seconds` long. */
export function toneWav(seconds: number, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(1, 22); // mono
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    b.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), 44 + i * 2);
  return b;
}

export type HostItem = { slug: string; title: string; author?: string; audio?: { declaredLength: number } };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Start the host: `dir` receives the key and certificate. */
export async function startAudioHost(dir: string, items: HostItem[], seconds = 1.5): Promise<AudioHost> {
  const key = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
    ],
    { stdio: 'ignore' },
  );
  const wav = toneWav(seconds);
  const requests: string[] = [];
  let origin = '';
  const feed = () => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Fixture Radio</title><link>${origin}/</link><description>Bulletins</description>
${items
  .map(
    (
      it,
      i,
    ) => `<item><title>${esc(it.title)}</title><link>${origin}/story/${it.slug}</link><guid>${origin}/story/${it.slug}</guid>
<pubDate>${new Date(Date.now() - (i + 1) * 3600_000).toUTCString()}</pubDate>
<description>${esc(`${it.title}: what happened, who said what and what comes next for the city.`)}</description>
${it.author ? `<dc:creator>${esc(it.author)}</dc:creator>` : ''}
${it.audio ? `<enclosure url="${origin}/audio/${it.slug}.wav" type="audio/wav" length="${it.audio.declaredLength}"/>` : ''}
</item>`,
  )
  .join('\n')}
</channel></rss>`;
  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(certFile) }, (req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    if (url === '/robots.txt')
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    if (url === '/feed.xml') return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed());
    if (url.startsWith('/audio/')) {
      const m = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '');
      if (!m)
        return void res
          .writeHead(200, { 'content-type': 'audio/wav', 'content-length': wav.length, 'accept-ranges': 'bytes' })
          .end(wav);
      const start = Number(m[1]);
      const end = m[2] ? Math.min(Number(m[2]), wav.length - 1) : wav.length - 1;
      res.writeHead(206, {
        'content-type': 'audio/wav',
        'content-range': `bytes ${start}-${end}/${wav.length}`,
        'content-length': end - start + 1,
        'accept-ranges': 'bytes',
      });
      return void res.end(wav.subarray(start, end + 1));
    }
    if (url.startsWith('/story/')) {
      const it = items.find((i) => url === `/story/${i.slug}`);
      return void res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          `<!doctype html><title>${esc(it?.title ?? '')}</title><article><h1>${esc(it?.title ?? '')}</h1><p>${esc(it?.title ?? '')}: the full report.</p></article>`,
        );
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    certFile,
    feedUrl: `${origin}/feed.xml`,
    wavBytes: wav.length,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
