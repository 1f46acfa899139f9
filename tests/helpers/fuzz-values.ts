import fc from 'fast-check';
import { MAX_JSON_DEPTH } from '#server/lib/input-guard.ts';
import type { JsonSchema } from './fuzz-schema';

/** Bad values for one field (wrong type, past its limits, empty, NUL and control characters, odd Unicode, deep nesting), and objects and arrays spoiled inside. */

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
export function spoilObject(js: JsonSchema | undefined, base: unknown, depth = 0): fc.Arbitrary<unknown> {
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
