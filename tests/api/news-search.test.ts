import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';
import { createNewsRepository } from '#server/modules/news/repository.ts';
import { CLIENT_HEADERS, testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { fixtureUrl, insertFixtures, NEWS, type Fixture } from './news-fixtures';

// Made-up words keep each case independent of the others and of any demo text.
const day = (d: number) => `2025-05-${String(d).padStart(2, '0')}T10:00:00Z`;
const fixtures: Fixture[] = [
  // Ranking: title beats summary beats body; within a tier the newest first.
  { url: fixtureUrl('q-title-old'), title: 'Quokka census begins', published: day(1) },
  { url: fixtureUrl('q-title-new'), title: 'Quokka numbers rise', published: day(3) },
  { url: fixtureUrl('q-summary'), title: 'Island survey', summary: 'A quokka colony is counted.', published: day(5) },
  {
    url: fixtureUrl('q-body'),
    title: 'Ferry timetable',
    summary: 'New boats.',
    text: 'Visitors may see a quokka or two.',
    published: day(9),
  },
  // Phrases versus words.
  {
    url: fixtureUrl('phrase'),
    title: 'Zorblat delta floods',
    text: 'The zorblat delta is under water.',
    published: day(2),
  },
  {
    url: fixtureUrl('words'),
    title: 'Delta ferry resumes',
    text: 'The zorblat crossing is open again.',
    published: day(4),
  },
  // OR and exclusion.
  { url: fixtureUrl('wombat'), title: 'Wombat rescued', published: day(6) },
  { url: fixtureUrl('platypus'), title: 'Platypus spotted', published: day(7) },
  { url: fixtureUrl('both'), title: 'Wombat and platypus share a burrow', published: day(8) },
  { url: fixtureUrl('neither'), title: 'Koala sleeps', published: day(8) },
  // Advanced search: primary 'marsupex' with group terms.
  { url: fixtureUrl('m-reef'), title: 'Marsupex reef study', published: day(10) },
  { url: fixtureUrl('m-island'), title: 'Marsupex island trip', text: 'The reef was closed.', published: day(11) },
  { url: fixtureUrl('m-alone'), title: 'Marsupex alone', published: day(12) },
  { url: fixtureUrl('reef-only'), title: 'Reef without it', published: day(13) },
];
// A word in most article bodies: body-only hits far outnumber title and summary hits.
const hour = (h: number) => new Date(Date.UTC(2025, 5, 1, h)).toISOString();
const DENSE = 80;
fixtures.push(
  { url: fixtureUrl('n-title'), title: 'Numbat walk', published: hour(0) },
  { url: fixtureUrl('n-summary'), title: 'Outback notes', summary: 'A numbat was seen.', published: hour(1) },
  // Matches `numbat OR -echidna` by its title alone (no echidna there) and by the whole
  // article (numbat in the body), but not by title + summary (echidna in the summary).
  {
    url: fixtureUrl('n-edge'),
    title: 'Bush diary',
    summary: 'An echidna crossed.',
    text: 'Later a numbat.',
    published: hour(2),
  },
  ...Array.from({ length: DENSE }, (_, i) => ({
    // Title hits in every second and summary hits in every third of these newest articles.
    url: fixtureUrl(`n-body-${i}`),
    title: `Ranger log ${i}${i % 2 ? '' : ': dingo tracks'}`,
    published: hour(3 + i),
    text: 'A numbat dug in the sand.',
    ...(i % 3 ? {} : { summary: 'An emu ran past.' }),
  })),
);
// Summary hits among the newest articles and far older ones, with many articles between.
const at = (month: number, h: number) => new Date(Date.UTC(2024, month, 1, h)).toISOString();
fixtures.push(
  ...Array.from({ length: 5 }, (_, i) => ({
    url: fixtureUrl(`w-old-${i}`),
    title: `Survey ${i}`,
    summary: 'A wallaby grazed.',
    published: at(0, i),
  })),
  ...Array.from({ length: 230 }, (_, i) => ({
    url: fixtureUrl(`filler-${i}`),
    title: `Filler ${i}`,
    published: at(1, i),
  })),
  ...Array.from({ length: 2 }, (_, i) => ({
    url: fixtureUrl(`w-new-${i}`),
    title: `Sighting ${i}`,
    summary: 'A wallaby hopped.',
    published: at(2, i),
  })),
);
// Body-only hits older than the newest 200 articles: a probe of the newest finds none of them.
fixtures.push(
  ...Array.from({ length: 6 }, (_, i) => ({
    url: fixtureUrl(`b-old-${i}`),
    title: `Field note ${i}`,
    text: 'A bandicoot dug.',
    published: at(0, 10 + i),
  })),
  // Title hits far older than the dense ones among the newest: a walk from the newest falls short.
  ...Array.from({ length: 5 }, (_, i) => ({
    url: fixtureUrl(`d-old-${i}`),
    title: `Old dingo report ${i}`,
    published: at(0, 20 + i),
  })),
);
// A few old title hits and more, newer, summary hits, none among the newest articles: the title
// tier's index follow-up falls short of a page and the summary tier fills the rest.
fixtures.push(
  ...Array.from({ length: 3 }, (_, i) => ({
    url: fixtureUrl(`potoroo-title-${i}`),
    title: `Potoroo burrows ${i}`,
    published: at(0, 30 + i),
  })),
  ...Array.from({ length: 8 }, (_, i) => ({
    url: fixtureUrl(`potoroo-summary-${i}`),
    title: `Desert note ${i}`,
    summary: 'A potoroo fed.',
    published: at(2, 10 + i),
  })),
);
// An exclusion that fails the newest of a word's title hits: only older ones are results.
const y2023 = (d: number, h: number) => new Date(Date.UTC(2023, 1, d, h)).toISOString();
fixtures.push(
  ...Array.from({ length: 30 }, (_, i) => ({
    url: fixtureUrl(`kiwi-${i}`),
    title: `Kiwi count ${i}`,
    published: y2023(1 + i, 6),
    ...(i >= 4 ? { text: 'A moa bone was found nearby.' } : {}),
  })),
);
const slugOf = (url: string) => url.split('/').pop()?.replace(/-\d+$/, '');

describe.each(await databaseTargets())('news search ($name)', (target) => {
  let t: TestApp;
  const search = async (q: string, extra = '') => {
    const res = await t.app.inject(`${NEWS}/search?q=${encodeURIComponent(q)}${extra}`);
    expect(res.statusCode).toBe(200);
    return articlePageSchema.parse(res.json());
  };
  const slugs = async (q: string) => (await search(q)).content.map((a) => slugOf(a.url));
  const advanced = (payload: unknown, headers: Record<string, string> = CLIENT_HEADERS) =>
    t.app.inject({
      method: 'POST',
      url: `${NEWS}/advanced-search`,
      headers,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const advancedSlugs = async (payload: unknown) => {
    const res = await advanced(payload);
    expect(res.statusCode).toBe(200);
    return articlePageSchema.parse(res.json()).content.map((a) => slugOf(a.url));
  };
  const expect400 = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).message).toMatch(new RegExp(`^${field}: `));
  };

  beforeAll(async () => {
    t = await testApp(target);
    await insertFixtures(t.handle, fixtures);
  });
  afterAll(() => t.close());

  describe('a capped total', () => {
    // The same search with a cap far above these corpora, and with small caps.
    const QUERIES = [
      'quokka',
      'numbat',
      'wallaby',
      'bandicoot',
      'dingo',
      'emu',
      'potoroo',
      'dingo OR emu',
      'numbat OR -echidna',
      'wombat -platypus',
      '-platypus', // only an exclusion: nearly every article matches
    ];
    it.each([3, 50, 100_000])(
      'with a cap of %i, pages keep the full order up to the cap and the total says "or more"',
      async (cap) => {
        const full = createNewsRepository(t.handle, { totalCap: 100_000 });
        const capped = createNewsRepository(t.handle, { totalCap: cap });
        for (const q of QUERIES) {
          const all = await full.search({}, { web: q }, { limit: 1000, offset: 0 });
          expect(all.totalRelation).toBeUndefined();
          const expected = all.content.slice(0, cap).map((a) => a.url);
          for (const size of [1, 4, 100]) {
            const seen: string[] = [];
            for (let offset = 0; ; offset += size) {
              const p = await capped.search({}, { web: q }, { limit: size, offset });
              expect(p.totalElements, q).toBe(Math.min(all.totalElements, cap));
              expect(p.totalRelation, q).toBe(all.totalElements > cap ? 'gte' : undefined);
              if (p.content.length === 0) break;
              seen.push(...p.content.map((a) => a.url));
            }
            expect(seen, `${q}, size ${size}`).toEqual(expected);
          }
        }
      },
    );
  });

  describe('text search', () => {
    it('ranks title over summary over body, and the newest first within each', async () => {
      const p = await search('quokka');
      expect(p.content.map((a) => slugOf(a.url))).toEqual(['q-title-new', 'q-title-old', 'q-summary', 'q-body']);
      expect(p.totalElements).toBe(4);
    });

    it('matches stemmed words', async () => {
      expect(await slugs('quokkas')).toHaveLength(4);
    });

    it('treats quoted text as a phrase and bare words as all-of', async () => {
      expect(await slugs('"zorblat delta"')).toEqual(['phrase']);
      expect((await slugs('zorblat delta')).sort()).toEqual(['phrase', 'words']);
    });

    it('supports OR', async () => {
      expect((await slugs('wombat OR platypus')).sort()).toEqual(['both', 'platypus', 'wombat']);
      expect(await slugs('wombat platypus')).toEqual(['both']);
    });

    it('supports -exclusion anywhere in the article', async () => {
      expect(await slugs('wombat -platypus')).toEqual(['wombat']);
      expect(await slugs('marsupex -reef')).toEqual(['m-alone']); // m-island has reef in its body
    });

    it('pages through matches with the full total', async () => {
      const second = await search('quokka', '&page=2&size=3');
      expect(second.content.map((a) => slugOf(a.url))).toEqual(['q-body']);
      expect(second.totalElements).toBe(4);
      expect(await search('quokka', '&page=3&size=3')).toEqual({ content: [], totalElements: 4 });
    });

    it('counts again when articles are added, and gives the same total when nothing changed', async () => {
      // Older than every other fixture, so no probe of the newest articles sees them.
      const old = (d: number) => new Date(Date.UTC(2023, 0, d)).toISOString();
      await insertFixtures(t.handle, [{ url: fixtureUrl('bilby-1'), title: 'Bilby burrow found', published: old(1) }]);
      expect((await search('bilby')).totalElements).toBe(1);
      expect((await search('bilby')).totalElements).toBe(1); // the total counted above, for this version
      await insertFixtures(t.handle, [
        { url: fixtureUrl('bilby-2'), title: 'Shelter', text: 'A bilby slept.', published: old(2) },
      ]);
      const after = await search('bilby');
      expect(after.totalElements).toBe(2);
      expect(after.content.map((a) => slugOf(a.url))).toEqual(['bilby-1', 'bilby-2']);
    });

    it('finds the older hits when an exclusion fails the newest ones, on every page size', async () => {
      const expected = ['kiwi-3', 'kiwi-2', 'kiwi-1', 'kiwi-0'];
      for (const size of [1, 3, 12]) {
        const seen: (string | undefined)[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / size); page++) {
          const p = await search('kiwi -moa', `&page=${page}&size=${size}`);
          expect(p.totalElements).toBe(4);
          seen.push(...p.content.map((a) => slugOf(a.url)));
        }
        expect(seen, `size ${size}`).toEqual(expected);
      }
      expect(await slugs('kiwi -moa -count')).toEqual([]);
    });

    it('keeps the same order on every page size when a word is in most bodies', async () => {
      const expected = [
        'n-title',
        'n-summary',
        ...Array.from({ length: DENSE }, (_, i) => `n-body-${DENSE - 1 - i}`),
        'n-edge',
      ];
      for (const size of [1, 2, 5, 100]) {
        const seen: (string | undefined)[] = [];
        for (let page = 1; ; page++) {
          const p = await search('numbat', `&page=${page}&size=${size}`);
          expect(p.totalElements).toBe(expected.length);
          if (p.content.length === 0) break;
          seen.push(...p.content.map((a) => slugOf(a.url)));
        }
        expect(seen).toEqual(expected);
      }
    });

    it('finds title + summary hits newest first, however far apart in time', async () => {
      const expected = ['w-new-1', 'w-new-0', 'w-old-4', 'w-old-3', 'w-old-2', 'w-old-1', 'w-old-0'];
      for (const size of [1, 2, 5, 7]) {
        const seen: (string | undefined)[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / size); page++) {
          const p = await search('wallaby', `&page=${page}&size=${size}`);
          expect(p.totalElements).toBe(expected.length);
          seen.push(...p.content.map((a) => slugOf(a.url)));
        }
        expect(seen).toEqual(expected);
      }
    });

    it('lists an article once when an exclusion lets its title match but not its summary', async () => {
      const { totalElements } = await search('numbat OR -echidna', '&size=1');
      const urls: string[] = [];
      for (let page = 1; page <= Math.ceil(totalElements / 100); page++) {
        urls.push(...(await search('numbat OR -echidna', `&page=${page}&size=100`)).content.map((a) => a.url));
      }
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls).toHaveLength(totalElements);
      expect(urls.map(slugOf)).toContain('n-edge');
    });

    it.each(['the', 'a an the', '!!!', '"the"', '-the', 'OR'])('answers %j with an empty page', async (q) => {
      expect(await search(q)).toEqual({ content: [], totalElements: 0 });
    });

    it.each(["it's", 'a & b | !c', 'quokka:*', '"unterminated', '((', '\\', 'ümlaut ☃'])(
      'never fails on odd input %j',
      async (q) => {
        await search(q);
      },
    );

    it('refuses a missing, blank or over-long q and bad paging', async () => {
      for (const url of [`${NEWS}/search`, `${NEWS}/search?q=`, `${NEWS}/search?q=%20%20`]) {
        const res = await t.app.inject(url);
        expect400(res, 'q');
        expect(res.json().message).toBe('q: No search term provided.');
      }
      expect400(await t.app.inject(`${NEWS}/search?q=${'a'.repeat(201)}`), 'q');
      expect400(await t.app.inject(`${NEWS}/search?q=quokka&size=101`), 'size');
      expect400(await t.app.inject(`${NEWS}/search?q=quokka&page=0`), 'page');
    });
  });

  describe('advanced search', () => {
    it('needs the primary term and at least one group term', async () => {
      expect(await advancedSlugs({ primary: 'marsupex', group: ['reef', 'island'] })).toEqual(['m-island', 'm-reef']);
      expect(await advancedSlugs({ primary: 'marsupex', group: ['reef'] })).toEqual(['m-reef', 'm-island']);
      expect(await advancedSlugs({ primary: 'marsupex', group: ['koala'] })).toEqual([]);
    });

    it('with no group behaves like a search for the primary term', async () => {
      expect(await advancedSlugs({ primary: 'marsupex' })).toEqual(['m-alone', 'm-island', 'm-reef']);
      expect(await advancedSlugs({ primary: 'marsupex', group: [] })).toHaveLength(3);
    });

    it('ignores stop-word group terms but finds nothing when only stop words are left', async () => {
      expect(await advancedSlugs({ primary: 'marsupex', group: ['the', 'island'] })).toEqual(['m-island']);
      expect(await advancedSlugs({ primary: 'marsupex', group: ['the', 'of'] })).toEqual([]);
      expect(await advancedSlugs({ primary: 'the', group: ['reef'] })).toEqual([]);
    });

    it('accepts web-search syntax in each term, and pages', async () => {
      expect(await advancedSlugs({ primary: '"marsupex reef"', group: ['study OR trip'] })).toEqual(['m-reef']);
      const res = await advanced({ primary: 'marsupex', page: 2, size: 2 });
      expect(articlePageSchema.parse(res.json())).toMatchObject({ totalElements: 3 });
      expect(res.json().content).toHaveLength(1);
    });

    it.each([
      [{ group: ['reef'] }, 'primary'],
      [{ primary: '' }, 'primary'],
      [{ primary: 42 }, 'primary'],
      [{ primary: 'x'.repeat(101) }, 'primary'],
      [{ primary: 'marsupex', group: 'reef' }, 'group'],
      [{ primary: 'marsupex', group: ['reef', 7] }, 'group.1'],
      [{ primary: 'marsupex', group: Array(11).fill('reef') }, 'group'],
      [{ primary: 'marsupex', page: '1' }, 'page'],
      [{ primary: 'marsupex', page: 0 }, 'page'],
      [{ primary: 'marsupex', size: 101 }, 'size'],
      [{ primary: 'marsupex', size: 2.5 }, 'size'],
      [[], 'body'],
    ])('refuses %j with a 400 naming %s', async (payload, field) => {
      expect400(await advanced(payload), field);
    });

    it('refuses malformed JSON and a missing body with a 400', async () => {
      expect400(await advanced('{"primary": "marsupex",'), 'body');
      expect400(await advanced('null'), 'body');
      const res = await t.app.inject({
        method: 'POST',
        url: `${NEWS}/advanced-search`,
        headers: { 'x-requested-with': 'khabar' },
      });
      expect400(res, 'body');
      expect400(await advanced(''), 'body'); // content-type JSON, no body
    });
  });
});
