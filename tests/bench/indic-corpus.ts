// The benchmark's articles in India's languages, made from the project's own fixtures
// (tests/fixtures/indic, CC0): each article takes a fixture's title, summary and text in one
// language and mixes in words of other fixtures of that language, so that its words are spread
// over the corpus as a language's words are. Deterministic by index. Also the words readers
// search for in those languages, in their scripts and typed in Latin letters.
import { readFileSync } from 'node:fs';
import anyAscii from 'any-ascii';
import { rng } from '#server/demo/rng.ts';
import type { SeedArticle } from '#server/demo/repository.ts';

type Fixture = { slug: string; language: string; title: string; summary: string; text: string };
const FIXTURES = (
  JSON.parse(readFileSync(new URL('../fixtures/indic/articles.json', import.meta.url), 'utf8')) as Fixture[]
).filter((a) => a.language !== 'en');

const wordsOf = (s: string) => s.split(/[\s,।.!?;:()"'-]+/u).filter((w) => [...w].length > 1);
/** Each language's words, from every field of its fixtures. */
const WORDS = new Map<string, string[]>();
for (const a of FIXTURES)
  WORDS.set(a.language, [
    ...new Set([...(WORDS.get(a.language) ?? []), ...wordsOf(`${a.title} ${a.summary} ${a.text}`)]),
  ]);
/** Words of titles, as readers search for them: in their script, and in Latin letters. */
export const NATIVE_WORDS = [...new Set(FIXTURES.flatMap((a) => wordsOf(a.title)))];
export const ROMANIZED_WORDS = [
  ...new Set(
    NATIVE_WORDS.map((w) =>
      anyAscii(w)
        .toLowerCase()
        .replace(/[^a-z]/g, ''),
    ),
  ),
].filter((w) => w.length > 3);

export const INDIC_HOST = 'indic.demo.khabar.test';

/** Article `i` (0-based) of the benchmark's articles in India's languages, published before `now`. */
export function indicArticle(i: number, now: Date, source: string): SeedArticle {
  const r = rng(1_000_003 + i);
  const base = FIXTURES[Math.floor(r() * FIXTURES.length)] as Fixture;
  const words = WORDS.get(base.language) ?? [];
  const some = (n: number) => Array.from({ length: n }, () => words[Math.floor(r() * words.length)]).join(' ');
  return {
    url: `https://${INDIC_HOST}/${base.language}/${i}`,
    title: `${base.title} ${some(2)}`,
    summary: `${some(3)} ${base.summary}`,
    text: `${base.text} ${some(40)}`,
    published: new Date(now.getTime() - i * 37_000 - Math.floor(r() * 30_000)),
    source,
    category: 'India',
    author: '',
    entities: [],
    language: base.language,
  };
}
