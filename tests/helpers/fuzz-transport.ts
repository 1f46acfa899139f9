import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { MAX_JSON_DEPTH } from '#server/lib/input-guard.ts';
import { PNG } from './multipart';

/** The transport broken: bad percent-encoding, wrong content types, malformed or mis-encoded JSON, broken multipart. */

/** Turn a value into query/path text: strings as they are, everything else as JSON. */
export const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Percent-encode like a browser, but let lone surrogates through as raw text (encodeURIComponent throws on them). */
export function encode(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return v;
  }
}

const BAD_ENCODINGS = [
  '%',
  '%E0%A4%A',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%%',
  '%2',
  '%00',
  '%0A%0D',
  '%u0041',
  '%2F..%2F',
];
export const rawBad = fc.oneof(
  fc.constantFrom(...BAD_ENCODINGS),
  fc.tuple(fc.string({ maxLength: 5 }), fc.constantFrom(...BAD_ENCODINGS)).map(([a, b]) => encode(a) + b),
  fc.constantFrom(101, 1000, 20_000).map((n) => 'a'.repeat(n)),
);

export type Parts = {
  params: Record<string, string>;
  query: string[];
  body: unknown;
  bodyText?: string | Buffer;
  contentType?: string;
};

export function queryPairs(obj: Record<string, unknown>): string[] {
  return Object.entries(obj)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(asText(v))}`);
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'application/jsonx',
  'APPLICATION/JSON',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=x',
  '*/*',
  'garbage',
];

/** Multipart bodies a browser would never send, for every route that takes a body. */
export function brokenMultipart(model: unknown): fc.Arbitrary<{ contentType: string; body: string | Buffer }> {
  const json = JSON.stringify(model) ?? 'null';
  const part = (name: string, value: string, extra = '') =>
    `--x\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
  const file = (name: string, filename: string, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--x\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const end = '--x--\r\n';
  const bodies: Array<[string, string | Buffer]> = [
    ['multipart/form-data; boundary=x', part('userModel', json) + end],
    ['multipart/form-data; boundary=x', part('userModel', json)], // no closing boundary
    ['multipart/form-data; boundary=x', part('userModel', json).slice(0, 30)],
    ['multipart/form-data; boundary=y', part('userModel', json) + end],
    ['multipart/form-data', part('userModel', json) + end],
    ['multipart/form-data; boundary=x', (part('userModel', json) + end).replaceAll('\r\n', '\n')],
    ['multipart/form-data; boundary=x', part('userModel', json, '\r\nContent-Type: application/json') + end],
    ['multipart/form-data; boundary=x', part('userModel', '{"firstName":') + end],
    ['multipart/form-data; boundary=x', part('userModel', '['.repeat(MAX_JSON_DEPTH + 1)) + end],
    ['multipart/form-data; boundary=x', part('user\u0000Model', json) + end],
    ['multipart/form-data; boundary=x', Array.from({ length: 45 }, (_, i) => part(`f${i}`, 'v')).join('') + end],
    ['multipart/form-data; boundary=x', part('userModel', 'x'.repeat(70_000)) + end],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data\r\n\r\nv\r\n' + end],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name=\r\n\r\nv\r\n' + end],
    ['multipart/form-data; boundary=x', '--x\r\n\r\n\r\n' + end],
    ['multipart/form-data; boundary=x', end],
    ['multipart/form-data; boundary=x', ''],
    ['multipart/form-data; boundary="x', part('userModel', json) + end],
    ['multipart/form-data; boundary=' + 'x'.repeat(100), part('userModel', json) + end],
    [
      'multipart/form-data; boundary=x',
      Buffer.concat([
        Buffer.from(part('userModel', json)),
        file('file', 'a.png', 'image/png', Buffer.from('<svg/>')),
        Buffer.from(end),
      ]),
    ],
    [
      'multipart/form-data; boundary=x',
      Buffer.concat([file('file', 'a\u0000.png', 'image/png', PNG), Buffer.from(end)]),
    ],
    [
      'multipart/form-data; boundary=x',
      Buffer.concat([file('file', '../../a.png', 'image/png', PNG.subarray(0, 10)), Buffer.from(end)]),
    ],
    [
      'multipart/form-data; boundary=x',
      Buffer.concat([...Array.from({ length: 11 }, () => file('file', 'a.png', 'image/png', PNG)), Buffer.from(end)]),
    ],
    [
      'multipart/form-data; boundary=x',
      Buffer.concat([file('file', 'a.png', 'image/png', Buffer.from([0xff, 0xd8, 0xff])), Buffer.from(end)]),
    ],
    [
      'multipart/form-data; boundary=x',
      Buffer.concat([file('file', 'a.png', 'image/png', Buffer.alloc(0)), Buffer.from(end)]),
    ],
    [
      'multipart/form-data; boundary=x',
      Buffer.concat([file('file', 'a.png', 'text/html', Buffer.from('<html>')), Buffer.from(end)]),
    ],
  ];
  return fc.tuple(fc.constantFrom(...bodies), fc.nat()).map(([[contentType, body], cut]) => {
    // Now and then the body is cut off at a random byte, as a dropped connection would leave it.
    if (cut % 5 !== 0 || body.length === 0) return { contentType, body };
    const at = cut % body.length;
    return { contentType, body: typeof body === 'string' ? body.slice(0, at) : body.subarray(0, at) };
  });
}

/** The JSON text of a body, broken or mis-encoded. */
export function brokenJson(
  model: unknown,
): fc.Arbitrary<{ contentType: string; body: string | Buffer; encoding?: string }> {
  const json = JSON.stringify(model) ?? 'null';
  const texts: Array<{ contentType: string; body: string | Buffer; encoding?: string }> = [
    { contentType: 'application/json', body: json.slice(0, Math.max(1, json.length - 1)) },
    { contentType: 'application/json', body: '' },
    { contentType: 'application/json', body: ' ' },
    { contentType: 'application/json', body: 'null' },
    { contentType: 'application/json', body: '"text"' },
    { contentType: 'application/json', body: '1e999' },
    { contentType: 'application/json', body: '{"a":1,"a":2}' },
    { contentType: 'application/json', body: '{"__proto__":{"role":"admin"}}' },
    { contentType: 'application/json', body: '{"constructor":{"prototype":{"role":"admin"}}}' },
    { contentType: 'application/json', body: "{'a':1}" },
    { contentType: 'application/json', body: `\ufeff${json}` },
    { contentType: 'application/json', body: `${json}\u0000` },
    { contentType: 'application/json', body: `${json}garbage` },
    { contentType: 'application/json', body: '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1) },
    { contentType: 'application/json', body: '{"a":'.repeat(100_000) },
    { contentType: 'application/json', body: `"${'\\'.repeat(10_001)}` },
    { contentType: 'application/json', body: '"\\ud800"' },
    { contentType: 'application/json', body: Buffer.from(json, 'utf16le') },
    { contentType: 'application/json; charset=utf-16le', body: Buffer.from(json, 'utf16le') },
    { contentType: 'application/json', body: Buffer.from(json.replace(/"$/, ''), 'latin1') },
    {
      contentType: 'application/json',
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { contentType: 'application/json', body: json, encoding: 'gzip' },
    { contentType: 'application/json', body: gzipSync(Buffer.from(json)).subarray(0, 12), encoding: 'gzip' },
    { contentType: 'application/json', body: gzipSync(Buffer.from(json)), encoding: 'deflate' },
    { contentType: 'application/json', body: json, encoding: 'x-unknown' },
    { contentType: 'application/json', body: 'x'.repeat(1024 * 1024 + 1) },
  ];
  return fc.oneof(
    fc.constantFrom(...texts),
    fc
      .tuple(fc.constantFrom(...CONTENT_TYPES), fc.constantFrom(json, '', 'a=1&b=2', '<x/>'))
      .map(([contentType, body]) => ({ contentType, body })),
  );
}
