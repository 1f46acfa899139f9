// `npm run test:size`: fails when what a visitor's cold /dashboard/news loads of the built client
// grows past FIRST_ROUTE_LIMIT_KB gzipped (level 9) JS + CSS in English (the interface's shell
// catalogue included: the app loads it before its first render), or past
// FIRST_ROUTE_OTHER_LANGUAGE_LIMIT_KB with another language's shell catalogue in place of English's, when the service worker's precache
// grows past PRECACHE_LIMIT_KB as transferred (brotli), or when the built client contains Preact
// (the client runs on React itself: docs/decisions). The first route is every script,
// modulepreload and stylesheet dist/client/index.html names and everything the entry imports
// statically, with the overlays it loads as it starts: the same files as the cold load that
// `npm run bench:web` measures in Chromium.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The goals are 190 KB (English), 196 KB (another language) and 550 KB (precache). Each language's
// catalogues are split by screen (decision 0122): the first route loads the shell's (387 of the
// 725 messages: the first screen's and the home's lazy pieces', 7.7 KB gzipped in English, 9.4 KB
// in Tamil), and the precache carries English's shell only, the reader's own language kept by the
// worker as the app loads it; the icons only the system reads at install stay out too. The build
// measures 203.2 / 204.9 / 542.1 KB (2026-12-06, the commit that set these limits; 202.6 / 204.3
// before the category names in the reader's language and the hydration take-over,
// src/app/lib/take-over.tsx): the first route is over its goals by the shell catalogue and the
// translated interface's own code on the first screen (Lingui's runtime, the shared messages'
// descriptors, the languages' tables; 189.1 KB before the interface was translated). Those limits
// hold that size so it cannot grow unnoticed; the precache's is its goal.
const FIRST_ROUTE_LIMIT_KB = 204;
const FIRST_ROUTE_OTHER_LANGUAGE_LIMIT_KB = 206;
const CATALOGUE = (code: string) => `src/app/locales/${code}/shell.ts`;
const OTHER_LANGUAGES = ['hi', 'bn', 'mr', 'ta', 'te'];
const PRECACHE_LIMIT_KB = 550;
const DIR = process.env.CLIENT_DIR ?? 'dist/client';

const html = readFileSync(path.join(DIR, 'index.html'), 'utf8');
const refs = new Set(
  [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] as string,
  ),
);
type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
const manifest = JSON.parse(readFileSync(path.join(DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const seen = new Set<string>();
const add = (name: string) => {
  const chunk = manifest[name];
  if (!chunk || seen.has(name)) return;
  seen.add(name);
  refs.add(chunk.file);
  for (const c of chunk.css ?? []) refs.add(c);
  for (const i of chunk.imports ?? []) add(i);
};
// The entry (src/app/main.tsx, the app itself) with its static imports, and the overlays (the
// service worker's registration and update prompt, loaded as soon as the app starts).
for (const name of ['index.html', 'src/app/routes/-components/overlays.tsx']) {
  if (!manifest[name]) throw new Error(`no ${name} in the build manifest`);
  add(name);
}
const gzipped = (ref: string) => gzipSync(readFileSync(path.join(DIR, ref)), { level: 9 }).length;
const catalogueFile = (code: string) => {
  const chunk = manifest[CATALOGUE(code)];
  if (!chunk) throw new Error(`no ${CATALOGUE(code)} in the build manifest`);
  return chunk.file;
};
const app = [...refs].reduce((sum, ref) => sum + gzipped(ref), 0);
const firstRoute = app + gzipped(catalogueFile('en'));
refs.add(catalogueFile('en'));
// The largest of the other languages' first routes (their catalogue in place of English's).
const [otherCode, otherRoute] = OTHER_LANGUAGES.map((code) => [code, app + gzipped(catalogueFile(code))] as const).sort(
  (a, b) => b[1] - a[1],
)[0] as readonly [string, number];

const sw = readFileSync(path.join(DIR, 'sw.js'), 'utf8');
const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
const precache = precached.reduce((sum, url) => {
  const file = path.join(DIR, url);
  return sum + statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}, 0);

const kb = (n: number) => (n / 1024).toFixed(1);
// BENCH_VERBOSE=1: each file of the first route, gzipped bytes first.
if (process.env.BENCH_VERBOSE) for (const ref of refs) console.log(`${gzipped(ref)} ${ref}`);
console.log(`first route JS+CSS gzip: ${kb(firstRoute)} KB in ${refs.size} files (limit ${FIRST_ROUTE_LIMIT_KB} KB)`);
console.log(
  `first route in ${otherCode} (the largest other catalogue): ${kb(otherRoute)} KB (limit ${FIRST_ROUTE_OTHER_LANGUAGE_LIMIT_KB} KB)`,
);
console.log(`precache: ${precached.length} files, ${kb(precache)} KB as transferred (limit ${PRECACHE_LIMIT_KB} KB)`);
// Preact's virtual node as its minified build creates it (its mangled field names survive any
// minifier: they are part of its options API); React's build has none.
const PREACT_VNODE = /__k:null,__:null,__b:0,__e:null/;
const assets = readdirSync(path.join(DIR, 'assets')).filter((f) => f.endsWith('.js'));
const preact = assets.filter((f) => PREACT_VNODE.test(readFileSync(path.join(DIR, 'assets', f), 'utf8')));
if (preact.length > 0) {
  console.error(`The built client contains Preact (${preact.join(', ')}): the client runs on React.`);
  process.exit(1);
}
// The app opens offline only if the worker precached everything its first route loads: a
// `globIgnores` pattern that also matches a module the first route shares leaves the app dead
// with no network.
const notPrecached = [...refs].filter((ref) => !precached.includes(ref));
if (notPrecached.length > 0) {
  console.error(`The first route loads files the service worker does not precache: ${notPrecached.join(', ')}`);
  process.exit(1);
}
if (
  firstRoute > FIRST_ROUTE_LIMIT_KB * 1024 ||
  otherRoute > FIRST_ROUTE_OTHER_LANGUAGE_LIMIT_KB * 1024 ||
  precache > PRECACHE_LIMIT_KB * 1024
) {
  console.error('The client grew past its size limit.');
  process.exit(1);
}
