import { CATEGORIES, type Category } from '../../shared/constants';
import type { Entity } from '../../shared/schemas/news';
import { istDayBounds } from '../../shared/time';
import { DEMO_SOURCES, MATH_SNIPPETS, ORGS, PEOPLE, PLACES, TOPICS } from './vocabulary';

export type DemoArticle = {
  url: string;
  title: string;
  summary: string;
  text: string;
  published: Date;
  source: string;
  category: Category;
  entities: Entity[];
};

/** mulberry32: tiny, fast and good enough to make the same corpus on every machine. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 24 * 60 * 60 * 1000;
const slug = (s: string) =>
  s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The i-th demo article relative to `now`. The same (i, now-day) always gives the same
 * article; one in twelve is published earlier today in IST so "today" is never empty.
 */
export function demoArticle(i: number, now: Date): DemoArticle {
  const r = rng(i * 7919 + 17);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const category = CATEGORIES[i % CATEGORIES.length] as Category;
  const source = DEMO_SOURCES[(i * 7 + Math.floor(i / CATEGORIES.length)) % DEMO_SOURCES.length] as string;
  const topic = TOPICS[category];
  const person = pick(PEOPLE);
  const org = pick(ORGS);
  const place = pick(PLACES);
  const subject = pick(topic.subjects);
  const action = pick(topic.actions);
  const object = pick(topic.objects);
  const figure = Math.round(r() * 900 + 100);
  const title = `${subject} ${action} ${object} in ${place}`;

  let published: Date;
  if (i % 12 === 0) {
    const { start } = istDayBounds(now);
    published = new Date(start.getTime() + r() * Math.max(1, now.getTime() - start.getTime()));
  } else {
    published = new Date(now.getTime() - r() * 30 * DAY);
  }
  published.setMilliseconds(0);

  const summary =
    `${subject} ${action} ${object}, ${person} told reporters in ${place} on ${published.toDateString()}. ` +
    `${org} says about ${figure} people are affected.`;
  const math = pick(MATH_SNIPPETS);
  const withMath = i % 3 === 0;
  const text = [
    `${summary}`,
    '',
    `## What happened`,
    '',
    `${person}, speaking for ${org}, said the plan had been discussed for months. ` +
      `"We want ${object} to reach every district," ${person.split(' ')[0]} said.` +
      (withMath ? ` Analysts put the yearly change at ${math.inline}.` : ''),
    '',
    `## Key points`,
    '',
    `- About ${figure} households in and around ${place} are covered in the first phase.`,
    `- ${org} will publish progress every quarter.`,
    `- Critics say the timeline is tight and the budget unclear.`,
    '',
    ...(withMath ? ['## The numbers', '', 'The estimate used by the team is', '', math.display, ''] : []),
    `## What comes next`,
    '',
    `A public hearing is due next month. Read the [background note](https://demo.khabar.example/notes/${i}) ` +
      `for earlier coverage. This is generated demo content, not real news.`,
  ].join('\n');

  const day = published.toISOString().slice(0, 10).replace(/-/g, '/');
  return {
    url: `https://demo.khabar.example/${slug(source)}/${day}/${slug(title)}-${i}`,
    title,
    summary,
    text,
    published,
    source,
    category,
    entities: [
      { name: person, type: 'person' },
      { name: org, type: 'organisation' },
      { name: place, type: 'place' },
    ],
  };
}

export { DEMO_SOURCES };
