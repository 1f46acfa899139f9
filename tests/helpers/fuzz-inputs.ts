import fc from 'fast-check';
import { fillPath, paramNames, type AppRoute } from './routes';
import { jsonSchemaOf, validArb, type Seeds } from './fuzz-schema';
import { badValueArb, spoilObject } from './fuzz-values';
import { asText, brokenJson, brokenMultipart, encode, queryPairs, rawBad, type Parts } from './fuzz-transport';

/**
 * Generators of bad requests for a route, derived from the zod schemas it was registered
 * with (read as JSON Schema): a valid-looking base request with one part spoiled — a field of
 * the wrong type, past its limits, empty, with NUL or control characters, odd unicode, deep
 * nesting — or the transport itself broken (malformed or mis-encoded JSON, wrong content
 * types, broken multipart, bad percent-encoding, very long URLs, garbage cookies).
 */

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
