import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/** The fuzz's reading of a route's zod schemas as JSON Schema, and the valid values a case starts from. */

export type JsonSchema = {
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
export function validArb(js: JsonSchema | undefined, name: string, seeds: Seeds): fc.Arbitrary<unknown> {
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
