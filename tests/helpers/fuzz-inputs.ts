import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { z, type ZodType } from 'zod';
import { MAX_JSON_DEPTH } from '#server/lib/input-guard.ts';
import { fillPath, paramNames, type AppRoute } from './routes';
import { PNG } from './multipart';

/**
 * Generators of bad requests for a route, derived from the zod schemas it was registered
 * with (read as JSON Schema): a valid-looking base request with one part spoiled — a field of
 * the wrong type, past its limits, empty, with NUL or control characters, odd unicode, deep
 * nesting — or the transport itself broken (malformed or mis-encoded JSON, wrong content
 * types, broken multipart, bad percent-encoding, very long URLs, garbage cookies).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: JsonSchema | boolean;
};

export function jsonSchemaOf(schema: ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Known-good values by field name (an existing article URL, a real order id…), so a base request reaches the data. */
export type Seeds = Record<string, readonly unknown[]>;

const URLS = ['https://news.example/a', 'http://fixtures.khabar.test/x?y=1'];

/** A value the schema accepts (or close to it): the base a mutation spoils. */
function validArb(js: JsonSchema | undefined, name: string, seeds: Seeds): fc.Arbitrary<unknown> {
  const seeded = seeds[name];
  const own = validOwn(js ?? {}, seeds);
  return seeded && seeded.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...seeded), weight: 4 }, { arbitrary: own, weight: 1 })
    : own;
}

function validOwn(js: JsonSchema, seeds: Seeds): fc.Arbitrary<unknown> {
  if (js.enum && js.enum.length > 0) return fc.constantFrom(...js.enum);
  if (js.const !== undefined) return fc.constant(js.const);
  const alts = js.anyOf ?? js.oneOf;
  if (alts && alts.length > 0) return fc.oneof(...alts.map((a) => validOwn(a, seeds)));
  const type = Array.isArray(js.type) ? js.type[0] : js.type;
  switch (type) {
    case 'string': {
      if (js.format === 'uri' || js.format === 'url') return fc.constantFrom(...URLS);
      if (js.pattern) return fc.stringMatching(new RegExp(js.pattern));
      const min = js.minLength ?? 0;
      const max = Math.min(js.maxLength ?? min + 20, min + 20);
      return fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });
    }
    case 'integer': {
      const min = Math.max(js.minimum ?? (js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 1 : -1000), -1e6);
      const max = Math.min(
        js.maximum ?? (js.exclusiveMaximum !== undefined ? js.exclusiveMaximum - 1 : min + 1000),
        min + 1000,
      );
      return fc.integer({ min, max });
    }
    case 'number':
      return fc.double({ min: js.minimum ?? -1000, max: js.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validOwn(js.items ?? {}, seeds), { maxLength: Math.min(js.maxItems ?? 3, 3) });
    case 'object': {
      const props = js.properties ?? {};
      const keys = Object.keys(props);
      if (keys.length === 0) return fc.constant({});
      const record = Object.fromEntries(keys.map((k) => [k, validArb(props[k], k, seeds)]));
      return fc.record(record, { requiredKeys: (js.required ?? []).filter((k) => keys.includes(k)) });
    }
    default:
      return fc.constantFrom('x', 1, true);
  }
}

// ---- Bad values ------------------------------------------------------------------------

const CONTROL = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).concat([
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
]);
const ODD_UNICODE = [
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  '\udc00\ud800', // reversed pair
  '\ufeff', // byte-order mark
  '\uffff',
  '\ufffe',
  '\u202e', // right-to-left override
  '\u200b\u200c\u200d', // zero-width space and joiners
  'e\u0301\u0301\u0301\u0301', // stacked combining marks
  '\u{1f4a9}',
  '\u{10ffff}',
  'हिंदी समाचार',
  'ＡＢＣ', // full width
  'İı', // case mapping that changes length
  'ß',
  '\u0000',
];
const INJECTION = [
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '{{7*7}}',
  '\\',
  '\\u0000',
];

const nulOrControl = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);
const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);
const oddUnicode = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...ODD_UNICODE), fc.string({ maxLength: 6, unit: 'binary' }))
  .map(([a, u, b]) => `${a}${u}${b}`);

/** Arrays or objects nested around the limit of input-guard (and far past it). */
export const deepJson = fc
  .tuple(fc.constantFrom(MAX_JSON_DEPTH - 1, MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1, 200, 1000), fc.boolean())
  .map(([depth, arrays]) => {
    let v: unknown = 'x';
    for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
    return v;
  });

function hugeString(js: JsonSchema): fc.Arbitrary<string> {
  const over = (js.maxLength ?? 255) + 1;
  return fc
    .constantFrom(over, over + 1000, 70_000, 1_100_000)
    .chain((n) => fc.constantFrom('x', 'é', '\u{1f4a9}', ' ').map((c) => c.repeat(n)));
}

function badNumbers(js: JsonSchema): unknown[] {
  const out: unknown[] = [
    -1,
    0,
    1.5,
    -0.0001,
    1e308,
    -1e308,
    2 ** 53,
    2 ** 53 + 2,
    2 ** 31,
    -(2 ** 63),
    '1',
    '',
    ' 1',
    '0x10',
    '1e3',
    'NaN',
    'Infinity',
    '-0',
  ];
  if (js.maximum !== undefined) out.push(js.maximum + 1);
  if (js.minimum !== undefined) out.push(js.minimum - 1);
  if (js.exclusiveMinimum !== undefined) out.push(js.exclusiveMinimum);
  return out;
}

/** A value a field must refuse (or at least survive): the heart of the fuzz. */
export function badValueArb(js: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const s = js ?? {};
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  const wrongType = fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    'x',
    [],
    {},
    ['x'],
    { a: 1 },
    [null],
    JSON.parse('{"__proto__":{"role":"admin"}}'),
  );
  const empty = fc.constantFrom<unknown>('', ' ', '\t\n', [], {}, null);
  const limits: fc.Arbitrary<unknown>[] = [];
  if (type === 'string' || type === undefined) limits.push(hugeString(s));
  if (type === 'integer' || type === 'number') limits.push(fc.constantFrom(...badNumbers(s)));
  if (type === 'array')
    limits.push(
      fc.array(fc.string({ maxLength: 3 }), { minLength: (s.maxItems ?? 20) + 1, maxLength: (s.maxItems ?? 20) + 5 }),
    );
  if (s.enum) limits.push(fc.constantFrom(...s.enum.map((e) => `${String(e).toUpperCase()} `), 'other'));
  return fc.oneof(
    { arbitrary: wrongType, weight: 3 },
    { arbitrary: empty, weight: 2 },
    ...limits.map((arbitrary) => ({ arbitrary, weight: 3 })),
    { arbitrary: withNul, weight: 4 },
    { arbitrary: nulOrControl, weight: 2 },
    { arbitrary: oddUnicode, weight: 3 },
    { arbitrary: fc.constantFrom(...INJECTION), weight: 1 },
    { arbitrary: deepJson, weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
}

// ---- Requests --------------------------------------------------------------------------

export type Who = 'actor' | 'visitor' | 'garbage-cookie' | 'no-csrf';

export type FuzzCase = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  who: Who;
  /** Which part was spoiled, for the failure message. */
  spoiled: string;
};

/** Turn a value into query/path text: strings as they are, everything else as JSON. */
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Percent-encode like a browser, but let lone surrogates through as raw text (encodeURIComponent throws on them). */
function encode(v: string): string {
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
const rawBad = fc.oneof(
  fc.constantFrom(...BAD_ENCODINGS),
  fc.tuple(fc.string({ maxLength: 5 }), fc.constantFrom(...BAD_ENCODINGS)).map(([a, b]) => encode(a) + b),
  fc.constantFrom(101, 1000, 20_000).map((n) => 'a'.repeat(n)),
);

type Parts = {
  params: Record<string, string>;
  query: string[];
  body: unknown;
  bodyText?: string | Buffer;
  contentType?: string;
};

function queryPairs(obj: Record<string, unknown>): string[] {
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
function brokenJson(model: unknown): fc.Arbitrary<{ contentType: string; body: string | Buffer; encoding?: string }> {
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

/** A bad version of a value: objects and arrays are spoiled inside (one field, one item) as well as whole. */
function spoilValue(js: JsonSchema | undefined, base: unknown, depth = 0): fc.Arbitrary<unknown> {
  const type = Array.isArray(js?.type) ? js.type[0] : js?.type;
  if (depth < 3 && type === 'object') return spoilObject(js, base, depth + 1);
  if (depth < 3 && type === 'array') {
    const items = Array.isArray(base) && base.length > 0 ? base : ['item'];
    const inside = fc
      .tuple(fc.nat({ max: items.length }), spoilValue(js?.items, items[0], depth + 1))
      .map(([at, bad]) => [...items.slice(0, at), bad, ...items.slice(at + 1)]);
    return fc.oneof({ arbitrary: inside, weight: 2 }, { arbitrary: badValueArb(js), weight: 1 });
  }
  return badValueArb(js);
}

/** Replace one to three fields of an object (or the whole of it) by bad values; sometimes add stray keys. */
function spoilObject(js: JsonSchema | undefined, base: unknown, depth = 0): fc.Arbitrary<unknown> {
  const props = js?.properties ?? {};
  const keys = Object.keys(props);
  const whole = badValueArb(js);
  if (keys.length === 0 || typeof base !== 'object' || base === null) return fc.oneof(whole, fc.constant(base));
  const fields = fc
    .uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: Math.min(3, keys.length) })
    .chain((picked) =>
      fc.tuple(
        fc.constant(picked),
        fc.tuple(
          ...picked.map((k) =>
            fc.option(spoilValue(props[k], (base as Record<string, unknown>)[k], depth), { freq: 8, nil: undefined }),
          ),
        ),
      ),
    )
    .map(([picked, values]) => {
      const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
      picked.forEach((k, i) => {
        if (values[i] === undefined) delete out[k];
        else out[k] = values[i];
      });
      return out;
    });
  const stray = fc
    .tuple(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'userId', 'x'.repeat(300), '\u0000', ''),
      badValueArb(undefined),
    )
    // A computed key makes `__proto__` an own property, so it is sent as a field.
    .map(([k, v]): unknown => ({ ...(base as object), [k]: v }));
  return fc.oneof({ arbitrary: fields, weight: 6 }, { arbitrary: whole, weight: 2 }, { arbitrary: stray, weight: 1 });
}

const HEADER_VALUES = ['', ' ', 'x'.repeat(300), 'a b', 'é', '\u00ff', '\t', '"quoted"', 'a,b', ';'];
const COOKIES = [
  'khabar_session=',
  'khabar_session=%',
  'khabar_session=' + 'a'.repeat(5000),
  'khabar_session=a;khabar_session=b',
  '=;;;=',
  'khabar_session="\\"',
];

export type FuzzContext = {
  /** Headers of the signed-in fuzz actor (cookie, CSRF header, API key of the sandbox). */
  actorHeaders: Record<string, string>;
  seeds: Seeds;
  /** Whole valid bodies by route key, for bodies whose fields must agree (an order form's figures). */
  bodies?: Record<string, unknown>;
};

/** Bad requests for one route. */
export function requestArb(route: AppRoute, ctx: FuzzContext): fc.Arbitrary<FuzzCase> {
  const pJs = jsonSchemaOf(route.schema.params);
  const qJs = jsonSchemaOf(route.schema.querystring);
  const bJs = jsonSchemaOf(route.schema.body);
  const hJs = jsonSchemaOf(route.schema.headers);
  const names = paramNames(route.url);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';

  const baseParams = fc.record(
    Object.fromEntries(names.map((n) => [n, validArb(pJs?.properties?.[n], n, ctx.seeds).map(asText)])),
  );
  const baseQuery = qJs ? (validArb(qJs, '', ctx.seeds) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});
  const known = ctx.bodies?.[route.key];
  const generated = bJs ? validArb(bJs, '', ctx.seeds) : fc.constant(hasBody ? {} : undefined);
  const baseBody =
    known === undefined
      ? generated
      : fc.oneof({ arbitrary: fc.constant(known), weight: 3 }, { arbitrary: generated, weight: 1 });

  const base = fc.record({ params: baseParams, query: baseQuery, body: baseBody });

  type Spoil = { spoiled: string; parts: Parts; headers: Record<string, string>; encoding?: string };
  const spoil = base.chain(({ params, query, body }): fc.Arbitrary<Spoil> => {
    const encodedParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encode(v)]));
    const plain: Parts = { params: encodedParams, query: queryPairs(query), body };
    // Weighted towards the fields a route's schema declares: that is where bad input gets in.
    const options: Array<fc.WeightedArbitrary<Spoil>> = [];
    const add = (weight: number, arbitrary: fc.Arbitrary<Spoil>) => options.push({ weight, arbitrary });
    if (names.length > 0) {
      add(
        4,
        fc
          .constantFrom(...names)
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.oneof(
                badValueArb(pJs?.properties?.[n]).map((v) => encode(asText(v))),
                rawBad,
              ),
            ),
          )
          .map(([n, v]) => ({
            spoiled: `param ${n}`,
            parts: { ...plain, params: { ...encodedParams, [n]: v === '' ? encode(' ') : v } },
            headers: {},
          })),
      );
    }
    // Query strings: spoiled fields, duplicated keys, bad percent-encoding, very long.
    const queryKeys = Object.keys(qJs?.properties ?? {});
    add(
      queryKeys.length > 0 ? 5 : 1,
      spoilObject(qJs, query).map((q) => ({
        spoiled: 'query',
        parts: {
          ...plain,
          query:
            typeof q === 'object' && q !== null && !Array.isArray(q)
              ? queryPairs(q as Record<string, unknown>)
              : [`q=${encode(asText(q))}`],
        },
        headers: {},
      })),
    );
    add(
      queryKeys.length > 0 ? 2 : 1,
      fc
        .tuple(fc.constantFrom(...(queryKeys.length > 0 ? queryKeys : ['q'])), rawBad, fc.boolean())
        .map(([k, v, dup]) => ({
          spoiled: `raw query ${k}`,
          parts: {
            ...plain,
            query: [...(dup ? plain.query : plain.query.filter((p) => !p.startsWith(`${k}=`))), `${k}=${v}`],
          },
          headers: {},
        })),
    );
    add(
      1,
      fc
        .constantFrom('a[b]=1', 'a[]=1&a[]=2', '&&&', '=', '==', '?', '#', 'a=1;b=2', `x=${'y'.repeat(60_000)}`)
        .map((raw) => ({
          spoiled: 'raw query',
          parts: { ...plain, query: [...plain.query, raw] },
          headers: {},
        })),
    );
    if (hasBody) {
      add(
        bJs ? 10 : 2,
        spoilObject(bJs, body).map((b) => ({ spoiled: 'body', parts: { ...plain, body: b }, headers: {} })),
      );
      add(
        2,
        brokenJson(body).map(({ contentType, body: text, encoding }): Spoil => ({
          spoiled: `json transport (${contentType}${encoding ? `, ${encoding}` : ''})`,
          parts: { ...plain, bodyText: text, contentType },
          headers: encoding ? { 'content-encoding': encoding } : {},
        })),
      );
      add(
        2,
        brokenMultipart(body).map(({ contentType, body: text }) => ({
          spoiled: `multipart (${contentType})`,
          parts: { ...plain, bodyText: text, contentType },
          headers: {},
        })),
      );
    }
    const headerNames = Object.keys(hJs?.properties ?? {});
    add(
      headerNames.length > 0 ? 2 : 1,
      fc
        .tuple(
          fc.constantFrom(...headerNames, 'accept', 'accept-encoding', 'x-forwarded-for', 'origin'),
          fc.oneof(fc.constantFrom(...HEADER_VALUES), fc.string({ maxLength: 20, unit: 'grapheme-ascii' })),
        )
        .map(([h, v]): Spoil => ({ spoiled: `header ${h}`, parts: plain, headers: { [h]: v } })),
    );
    add(
      1,
      fc.constantFrom(...COOKIES).map((cookie) => ({ spoiled: 'cookie', parts: plain, headers: { cookie } })),
    );
    return fc.oneof(...options);
  });

  // Mostly the signed-in admin and member, so input gets past the gates to validation and the data.
  const who = fc.oneof(
    { weight: 12, arbitrary: fc.constant<Who>('actor') },
    { weight: 1, arbitrary: fc.constantFrom<Who>('visitor', 'garbage-cookie', 'no-csrf') },
  );
  return fc.tuple(spoil, who).map(([{ spoiled, parts, headers }, w]) => {
    const auth: Record<string, string> =
      w === 'visitor'
        ? {}
        : w === 'garbage-cookie'
          ? { cookie: 'khabar_session=not-a-session', 'x-requested-with': 'khabar' }
          : w === 'no-csrf'
            ? Object.fromEntries(Object.entries(ctx.actorHeaders).filter(([k]) => k !== 'x-requested-with'))
            : ctx.actorHeaders;
    const url = fillPath(route.url, parts.params) + (parts.query.length > 0 ? `?${parts.query.join('&')}` : '');
    // As a client does: a content type only with a body.
    const { 'content-type': _type, ...withoutType } = auth;
    const all: Record<string, string> = { ...withoutType, ...headers };
    let payload: string | Buffer | undefined;
    if (parts.bodyText !== undefined) {
      payload = parts.bodyText;
      if (parts.contentType) all['content-type'] = parts.contentType;
    } else if (hasBody && parts.body !== undefined) {
      payload = JSON.stringify(parts.body);
      all['content-type'] = 'application/json';
    }
    return { method: route.method, url, headers: all, payload, who: w, spoiled };
  });
}
