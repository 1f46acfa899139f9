import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { loadFeeds } from './feeds-file';

// The built-in feeds list: real publishers' own feeds, each with its language.
describe('the built-in feeds list', () => {
  it('names each feed’s language, one Khabar lists', async () => {
    const feeds = await loadFeeds(undefined);
    const known = new Set<string>(LANGUAGES.map((l) => l.code));
    for (const f of feeds) expect(known.has(f.language ?? ''), `${f.source}: ${f.url}`).toBe(true);
  });

  it('has at least three publishers in each of at least nine Indian languages', async () => {
    const publishers = new Map<string, Set<string>>();
    for (const f of await loadFeeds(undefined))
      if (f.language && f.language !== 'en')
        publishers.set(f.language, (publishers.get(f.language) ?? new Set()).add(f.source));
    const covered = [...publishers].filter(([, names]) => names.size >= 3).map(([code]) => code);
    expect(
      covered.length,
      JSON.stringify(Object.fromEntries([...publishers].map(([k, v]) => [k, [...v]]))),
    ).toBeGreaterThanOrEqual(9);
  });
});
