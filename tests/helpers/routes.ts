import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** One route as the app registered it: its method, URL pattern and the zod schemas of its input. */
export type AppRoute = {
  method: string;
  url: string;
  /** `METHOD /url/:param`: the name the authorisation table and the fuzz report use. */
  key: string;
  schema: { params?: ZodType; querystring?: ZodType; body?: ZodType; headers?: ZodType };
};

/**
 * Collects every route as `buildApp` adds it (pass `onRoute` to testApp), so a route added
 * later is fuzzed and must appear in the authorisation table without anyone listing it here.
 * HEAD routes Fastify adds for each GET are left out: they run the GET's hooks.
 */
export function routeCollector() {
  const routes: AppRoute[] = [];
  const seen = new Set<string>();
  const onRoute = (r: RouteOptions) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const key = `${method} ${r.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method, url: r.url, key, schema: (r.schema ?? {}) as AppRoute['schema'] });
    }
  };
  return { routes, onRoute };
}

/** The path of a route with each `:param` replaced by the (already encoded) value given for it. */
export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? 'x');
}

/** The names of a route's path parameters, in order. */
export const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
