// A deterministic mix of distinct, realistic requests built from the demo vocabulary: single
// words, phrases, `OR`, exclusions, people and places, sources (with and without a term),
// categories and advanced search. Same seed, same list, so runs compare.
import { CATEGORIES } from '#shared/constants.ts';
import { API } from '#shared/api-paths.ts';
import { DEMO_SOURCES, INDIAN_PLACES, ORGS, PEOPLE, STORIES, WORLD_PLACES } from '#server/demo/vocabulary.ts';
import { rng } from '#server/demo/rng.ts';
import type { Request } from './scenarios';
import { NATIVE_WORDS, ROMANIZED_WORDS } from './indic-corpus';

const N = API.news;
const JSON_HEADERS = { 'x-requested-with': 'khabar', 'content-type': 'application/json' };
const STOP = new Set([
  'the',
  'a',
  'an',
  'of',
  'in',
  'at',
  'to',
  'by',
  'for',
  'on',
  'and',
  'as',
  'after',
  'with',
  'says',
  'from',
  'over',
  'about',
  'near',
  'new',
  'its',
  'why',
  'saw',
  'an',
  'up',
  'into',
  'across',
  'before',
  'years',
  'despite',
]);

const templates = Object.values(STORIES).flat();
/** Words readers type: headline words (no slots, no stop words), topics, places, surnames. */
const WORDS = [
  ...new Set(
    templates
      .flatMap((t) =>
        t.titles
          .join(' ')
          .replace(/\{\w+\}/g, ' ')
          .split(/[^\p{L}\p{N}-]+/u),
      )
      .map((w) => w.toLowerCase().replace(/^-+|-+$/g, '')) // "{n}-km" leaves "-km", not an exclusion
      .filter((w) => w.length > 2 && !STOP.has(w) && !/^\d/.test(w)),
  ),
];
const TOPICS = [...new Set(templates.map((t) => t.topic.replace(/^the /, '').replace(/’s/g, '')))];
const PLACES = [...INDIAN_PLACES, ...WORLD_PLACES];
const NAMES = [...PEOPLE, ...ORGS];

export type Mixed = Request & { kind: string };

function get(kind: string, path: string, params: Record<string, string | number>): Mixed {
  const qs = Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return { kind, method: 'GET', path: `${path}?${qs}` };
}

/** At least `count` distinct requests (deduplicated by method, path and body). */
export function queryMix(count = 600, seed = 12): Mixed[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const page = () => (r() < 0.8 ? 1 : 2 + Math.floor(r() * 3));
  const lower = (s: string) => (r() < 0.5 ? s.toLowerCase() : s);
  const makers: [number, () => Mixed][] = [
    [20, () => get('word', N.search, { q: pick(WORDS), page: page(), size: 12 })],
    [
      10,
      () => get('two words', N.search, { q: `${pick(WORDS)} ${pick(PLACES).toLowerCase()}`, page: page(), size: 12 }),
    ],
    [10, () => get('phrase', N.search, { q: `"${pick(TOPICS)}"`, page: page(), size: 12 })],
    [8, () => get('place', N.search, { q: lower(pick(PLACES)), page: page(), size: 12 })],
    [6, () => get('person', N.search, { q: lower(pick(NAMES)), page: 1, size: 12 })],
    [8, () => get('or', N.search, { q: `${pick(WORDS)} OR ${pick(WORDS)}`, page: page(), size: 12 })],
    [8, () => get('exclusion', N.search, { q: `${pick(WORDS)} -${pick(WORDS)}`, page: page(), size: 12 })],
    // India's languages: a title word in its script, or typed in Latin letters (indic-corpus.ts).
    [10, () => get('native', N.search, { q: pick(NATIVE_WORDS), page: page(), size: 12 })],
    [10, () => get('romanized', N.search, { q: pick(ROMANIZED_WORDS), page: page(), size: 12 })],
    [6, () => get('source', N.bySource, { source: pick(DEMO_SOURCES), page: page(), size: 10 })],
    [6, () => get('source+q', N.bySource, { source: pick(DEMO_SOURCES), q: pick(WORDS), page: 1, size: 10 })],
    [
      8,
      () => ({
        kind: 'category',
        method: 'GET',
        path: `${N.category}/${encodeURIComponent(pick(CATEGORIES))}?page=${1 + Math.floor(r() * 20)}&size=10`,
      }),
    ],
    [
      10,
      () => {
        const group = Array.from({ length: 1 + Math.floor(r() * 3) }, () =>
          pick(r() < 0.5 ? WORDS : PLACES.map((p) => p.toLowerCase())),
        );
        return {
          kind: 'advanced',
          method: 'POST',
          path: N.advancedSearch,
          headers: JSON_HEADERS,
          body: JSON.stringify({ primary: r() < 0.3 ? `"${pick(TOPICS)}"` : pick(WORDS), group, page: 1, size: 12 }),
        };
      },
    ],
  ];
  const total = makers.reduce((s, [w]) => s + w, 0);
  const seen = new Map<string, Mixed>();
  for (let tries = 0; seen.size < count && tries < count * 50; tries++) {
    let x = r() * total;
    const make = makers.find(([w]) => (x -= w) < 0)?.[1] ?? makers[0]![1];
    const req = make();
    seen.set(`${req.method} ${req.path} ${req.body ?? ''}`, req);
  }
  // Shuffle so kinds interleave however the list is cut.
  const list = [...seen.values()];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}
