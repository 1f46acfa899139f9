import { CATEGORIES, type Category } from '#shared/constants.ts';
import type { Entity } from '#shared/schemas/news.ts';
import { istDayBounds } from '#shared/time.ts';
import {
  DEMO_HOST,
  DEMO_SOURCES,
  HEADLINES,
  INDIAN_PLACES,
  MATH_SNIPPETS,
  ORGS,
  PEOPLE,
  REPORTERS,
  WORLD_PLACES,
} from './vocabulary';
import { rng } from './rng';

export type DemoArticle = {
  url: string;
  title: string;
  summary: string;
  text: string;
  published: Date;
  source: string;
  category: Category;
  /** The byline; from the index alone, so the random draws (and every other field) stay as they were. */
  author: string;
  entities: Entity[];
};

const DAY = 24 * 60 * 60 * 1000;
const slug = (s: string) =>
  s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? k);

const QUOTES = [
  'We want this to reach every district, not only the big cities.',
  'The numbers are encouraging, but we need another season of data.',
  'People have waited long enough; the work starts this month.',
  'Nobody should pretend this is cheap or quick.',
];
const NEXT = [
  'A public hearing is due next month.',
  'The first review is scheduled for the end of the quarter.',
  'Opposition members have asked for a debate in the assembly.',
  'Independent auditors will report within six weeks.',
];

/** True when article `i` is one of those published earlier today (one in twelve). */
// Hashed, not i % 12, so today's articles cover every category and source.
export const isTodayArticle = (i: number) => (Math.imul(i + 1, 0x9e3779b1) >>> 16) % 12 === 0;

/**
 * The i-th demo article relative to `now`. Everything except the time of today's articles
 * depends only on `i` and the IST day of `now`, so seeding twice on one day gives the same
 * corpus; today's articles fall between IST midnight and `now`, never in the future.
 */
export function demoArticle(i: number, now: Date): DemoArticle {
  // Mix the index first: neighbouring seeds must not give neighbouring first draws.
  const r = rng(Math.imul((i + 1) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(i, 0xc2b2ae35));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const category = CATEGORIES[i % CATEGORIES.length] as Category;
  // 5 is coprime with 14, so neighbouring articles come from different sources.
  const source = DEMO_SOURCES[(i * 5 + Math.floor(i / 70)) % DEMO_SOURCES.length] as string;
  const headline = pick(HEADLINES[category]);
  const person = pick(PEOPLE);
  const org = pick(ORGS);
  const place = pick(headline.world ? WORLD_PLACES : INDIAN_PLACES);
  const n = String(Math.round(r() * 900 + 12));
  const title = fill(headline.title, { place, person, n });

  const { start } = istDayBounds(now);
  const offset = r();
  const published = isTodayArticle(i)
    ? new Date(start.getTime() + offset * Math.max(1, now.getTime() - start.getTime()))
    : new Date(start.getTime() - offset * 30 * DAY - 1000);
  published.setMilliseconds(0);

  const summary =
    `${person} of ${org} said the decision on ${headline.topic} ` +
    `would affect about ${n} thousand people in and around ${place}.`;
  const math = pick(MATH_SNIPPETS);
  const withMath = i % 3 === 0;
  const text = [
    summary,
    '',
    '## What happened',
    '',
    `${person}, speaking for ${org}, said work on ${headline.topic} had been discussed for months. ` +
      `“${pick(QUOTES)}” ${person.split(' ')[0]} said.` +
      (withMath ? ` Analysts put the yearly change at ${math.inline}.` : ''),
    '',
    '## Key points',
    '',
    `- About ${n} thousand people in and around ${place} are covered in the first phase.`,
    `- ${org} will publish progress on ${headline.topic} every quarter.`,
    '- Critics say the timeline is tight and the budget unclear.',
    '',
    ...(withMath ? ['## The numbers', '', 'The estimate used by the team is', '', math.display, ''] : []),
    '## What comes next',
    '',
    `${pick(NEXT)} Read the [background note](https://${DEMO_HOST}/notes/${i}) for earlier coverage. ` +
      'This is generated demo content, not real news.',
  ].join('\n');

  return {
    url: `https://${DEMO_HOST}/${slug(source)}/${i}-${slug(title)}`,
    title,
    summary,
    text,
    published,
    source,
    category,
    author: REPORTERS[(i * 7 + Math.floor(i / 11)) % REPORTERS.length] as string,
    entities: [
      { name: person, type: 'person' },
      { name: org, type: 'organisation' },
      { name: place, type: 'place' },
    ],
  };
}

export { DEMO_HOST, DEMO_SOURCES };
