import { CATEGORIES, type Category } from '#shared/constants.ts';
import type { Entity } from '#shared/schemas/news.ts';
import { istDayBounds } from '#shared/time.ts';
import {
  DEMO_HOST,
  DEMO_SOURCES,
  INDIAN_PEOPLE,
  INDIAN_PLACES,
  LOUD_SOURCES,
  PEOPLE,
  REPORTERS,
  STORIES,
  type NumberRange,
  type StoryTemplate,
} from './vocabulary';
import { rng } from './rng';
import { INDIC, INDIC_CATEGORIES, INDIC_LANGUAGES, type IndicFrame, type IndicLanguage } from './vocabulary-indic';

export type DemoArticle = {
  url: string;
  title: string;
  summary: string;
  text: string;
  published: Date;
  source: string;
  category: Category;
  /** The byline; from the index alone. */
  author: string;
  entities: Entity[];
  /** ISO 639-1: English, or the Indian language of its event (vocabulary-indic.ts). */
  language: 'en' | IndicLanguage;
};

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
// Templates are split at their {slots} once: filling them is most of the cost of seeding.
const compiled = new Map<string, string[]>();
/** `t` with each {slot} replaced by `v[slot]` (a slot `v` lacks stays as its name). */
function fill(t: string, v: Record<string, string>): string {
  let parts = compiled.get(t);
  if (!parts) {
    parts = t.split(/\{(\w+)\}/); // literal, slot, literal, slot, …, literal
    compiled.set(t, parts);
  }
  let out = parts[0] as string;
  for (let x = 1; x < parts.length; x += 2) out += (v[parts[x] as string] ?? parts[x]) + (parts[x + 1] as string);
  return out;
}

// Articles come in blocks of BLOCK; each block is cut into events of MIN_SIZE to MAX_SIZE
// articles (the sources that report one event). Article i's event is found from its block
// alone, so any slice of the corpus is generated without the articles before it.
const BLOCK = 40;
const MIN_SIZE = 2;
const MAX_SIZE = 6;
/** More than the events a block can hold (BLOCK / MIN_SIZE): event numbers never collide. */
const EVENTS_PER_BLOCK = BLOCK / MIN_SIZE;

type EventSlot = { seq: number; first: number; size: number; k: number };

const mix = (x: number) => Math.imul((x + 1) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(x, 0xc2b2ae35);

let cachedBlock = -1;
let cachedEvents: EventSlot[] = [];
function eventsOfBlock(b: number): EventSlot[] {
  if (b === cachedBlock) return cachedEvents;
  const r = rng(mix(b) ^ 0x5bd1e995);
  const events: EventSlot[] = [];
  let first = b * BLOCK;
  let left = BLOCK;
  for (let k = 0; left > 0; k++) {
    let size = MIN_SIZE + Math.floor(r() * (MAX_SIZE - MIN_SIZE + 1));
    if (left <= MAX_SIZE && left - size < MIN_SIZE) size = left;
    else if (left - size < MIN_SIZE) size = left - MIN_SIZE;
    events.push({ seq: b * EVENTS_PER_BLOCK + k, first, size, k });
    first += size;
    left -= size;
  }
  cachedBlock = b;
  cachedEvents = events;
  return events;
}

/** The event article `i` reports, and its place among the event's articles (0 = first out). */
function slotOf(i: number): { event: EventSlot; j: number } {
  const b = Math.floor(i / BLOCK);
  const event = eventsOfBlock(b).find((e) => i < e.first + e.size) as EventSlot;
  return { event, j: i - event.first };
}

/** One event in one of every twelve is from earlier today (by its number within the block). */
const isTodayEvent = (e: EventSlot) => e.k % 12 === 0;

/** The category of an event: neighbouring events differ, every category comes round in ten. */
const categoryOf = (e: EventSlot): Category =>
  CATEGORIES[(Math.floor(e.first / BLOCK) * 7 + e.k) % CATEGORIES.length] as Category;

/**
 * Two in three of the India, Sports and Business events are told in Hindi, Bengali or Tamil
 * (by the event's place in its block), which have a kind of event for each of those
 * categories; the other categories keep all their English events.
 */
function languageOf(e: EventSlot): 'en' | IndicLanguage {
  const b = Math.floor(e.first / BLOCK);
  const indic = INDIC_CATEGORIES.has(categoryOf(e)) && (2 * b + e.k) % 3 !== 0;
  return indic ? (INDIC_LANGUAGES[(b + e.k) % INDIC_LANGUAGES.length] as IndicLanguage) : 'en';
}

/** True when article `i` is one of those published earlier today. */
export const isTodayArticle = (i: number) => isTodayEvent(slotOf(i).event);

/** A whole number with Indian digit grouping (12,34,567), as Intl's en-IN writes it but ten times faster. */
function indianGrouping(x: number): string {
  const digits = String(x);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}
const formatNumber = (x: number, step: number) =>
  step < 1 ? String(Number(x.toFixed(String(step).split('.')[1]?.length ?? 1))) : indianGrouping(x);

function draw(r: () => number, [lo, hi, step]: NumberRange): string {
  const steps = Math.round((hi - lo) / step);
  return formatNumber(lo + step * Math.floor(r() * (steps + 1)), step);
}

/** The facts of one event, the same for every source that reports it, with its sentences written out. */
type EventFacts = {
  category: Category;
  person: string;
  other: string;
  org: string;
  place: string;
  titles: string[];
  loud: string;
  lede: string;
  spin: string;
  /** The main voice: who they are and what they said, then the quote. */
  voice: string;
  /** The second voice, in the sources that carry it. */
  otherVoice: string;
  facts: string[];
  math?: { inline: string; display: string };
  next: string;
  language: 'en' | IndicLanguage;
  /** The Indian language's sources, headings and closing words; absent for English. */
  frame?: IndicFrame;
  /** Start of the event's publishing (0-1) and the gaps between its articles. */
  offset: number;
  gaps: number[];
  daysAgo: number;
};

let cachedSeq = -1;
let cachedFacts: EventFacts | undefined;
function factsOf(e: EventSlot): EventFacts {
  if (e.seq === cachedSeq && cachedFacts) return cachedFacts;
  const r = rng(mix(e.seq));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const b = Math.floor(e.first / BLOCK);
  const language = languageOf(e);
  if (language !== 'en') {
    cachedSeq = e.seq;
    cachedFacts = indicFacts(e, language, r, pick, b);
    return cachedFacts;
  }
  const category = categoryOf(e);
  const t: StoryTemplate = pick(STORIES[category]);
  const people = category === 'World' ? PEOPLE : INDIAN_PEOPLE;
  const person = pick(people);
  let other = pick(people);
  if (other === person) other = people[(people.indexOf(person) + 1) % people.length] as string;
  const place = pick(t.places ?? INDIAN_PLACES);
  const org = fill(pick(t.orgs), { place });
  const n = draw(r, t.n);
  const m = draw(r, t.m);
  const surname = (s: string) => s.split(' ').at(-1) ?? s;
  const v: Record<string, string> = {
    place,
    org,
    person,
    surname: surname(person),
    n,
    m,
    other,
    otherSurname: surname(other),
  };
  v.role = fill(t.role, v);
  const gaps = Array.from({ length: e.size }, () => r());
  // Written once per event: its articles only choose among these sentences.
  const w = (x: string) => fill(x, v);
  cachedSeq = e.seq;
  cachedFacts = {
    category,
    person,
    other,
    org,
    place,
    titles: t.titles.map(w),
    loud: w(t.loud),
    lede: w(t.lede),
    spin: w(t.spin),
    // “…,” Rao said: the quote's full stop becomes a comma, as newspapers write it.
    voice: w(`{person}, {role}, said in {place} that ${t.said}. “${t.quote.replace(/\.$/, ',')}” {surname} said.`),
    otherVoice: w(`{other}, ${t.other.role}, said: “${t.other.quote}”`),
    facts: t.facts.map(w),
    ...(t.math ? { math: { inline: w(t.math.inline), display: t.math.display } } : {}),
    next: `${w(t.next)} Background: [${t.link.text}](${t.link.url}).`,
    language,
    offset: r(),
    gaps,
    // Events spread over the last 30 days so that every day has some.
    daysAgo: (b * 13 + e.k * 11) % 30,
  };
  return cachedFacts;
}

/** An event told in an Indian language: the same shape of facts, in that language's words. */
function indicFacts(
  e: EventSlot,
  language: IndicLanguage,
  r: () => number,
  pick: <T>(xs: readonly T[]) => T,
  b: number,
): EventFacts {
  const frame = INDIC[language];
  const t = frame.stories.find((x) => x.category === categoryOf(e)) as IndicFrame['stories'][number];
  const person = pick(frame.people);
  let other = pick(frame.people);
  if (other === person) other = frame.people[(frame.people.indexOf(person) + 1) % frame.people.length] as string;
  const place = pick(t.places);
  const org = fill(t.org, { place });
  const v: Record<string, string> = { place, org, person, other, n: draw(r, t.n), m: draw(r, t.m) };
  v.role = fill(t.role, v);
  const w = (x: string) => fill(x, v);
  const gaps = Array.from({ length: e.size }, () => r());
  return {
    category: t.category,
    person,
    other,
    org,
    place,
    titles: t.titles.map(w),
    loud: w(t.titles[0]),
    lede: w(t.lede),
    spin: '',
    voice: fill(frame.voice, { ...v, said: w(t.said), quote: t.quote }),
    otherVoice: fill(frame.otherVoice, { other, otherRole: t.other.role, otherQuote: t.other.quote }),
    facts: t.facts.map(w),
    next: `${w(t.next)} ${frame.background}: [${t.link.text}](${t.link.url}).`,
    language,
    frame,
    offset: r(),
    gaps,
    daysAgo: (b * 13 + e.k * 11) % 30,
  };
}

const OVERFLOW_TITLES = ['{title}: what we know so far', '{title}, reports say'];
const ENGLISH_HEADINGS = { happened: '## What happened', points: '## Key points', next: '## What comes next' };
const ENGLISH_CLOSING = 'This is generated demo content, not real news.';

/**
 * The i-th demo article relative to `now`. Articles come as events, each reported by 2 to 6
 * demo sources within hours of each other, with the same facts (people, place, numbers) and
 * each source's own headline, selection of facts and voices. Everything except the time of
 * today's articles depends only on `i` and the IST day of `now`, so seeding twice on one day
 * gives the same corpus; today's articles fall between IST midnight and `now`.
 */
export function demoArticle(i: number, now: Date): DemoArticle {
  const { event, j } = slotOf(i);
  const f = factsOf(event);
  const variant = event.seq + j;
  // 5 is coprime with 14, so the articles of an event, and neighbours, come from different sources.
  const sourceOf = (x: number) => DEMO_SOURCES[(x * 5 + Math.floor(x / 70)) % DEMO_SOURCES.length] as string;
  const frame = f.frame;
  // An Indian language's six sources: 5 is coprime with 6, so an event's reports are six apart.
  const indicSource = frame?.sources[(i * 5) % frame.sources.length];
  const source = indicSource?.name ?? sourceOf(i);
  // A loud desk writes loudly; a second loud desk on the same event writes like the rest.
  let firstLoud = LOUD_SOURCES.has(source);
  for (let x = event.first; firstLoud && x < i; x++) if (LOUD_SOURCES.has(sourceOf(x))) firstLoud = false;
  const plain = f.titles[variant % f.titles.length] as string;
  const title = firstLoud
    ? f.loud
    : j < f.titles.length
      ? plain
      : ((frame?.overflow ?? OVERFLOW_TITLES)[(j - f.titles.length) % 2] as string).replace('{title}', plain);

  const { start } = istDayBounds(now);
  // The event's first report, then the others within minutes to an hour of each other.
  let lag = 0;
  for (let x = 1; x <= j; x++) lag += 0.2 + (f.gaps[x] as number) * 0.8;
  const published = isTodayEvent(event)
    ? new Date(
        start.getTime() + Math.min(0.98, f.offset * 0.8 + lag * 0.03) * Math.max(1, now.getTime() - start.getTime()),
      )
    : new Date(start.getTime() - f.daysAgo * DAY - 6 * HOUR - f.offset * 18 * HOUR + lag * HOUR - 1000);
  published.setMilliseconds(0);

  const summary = firstLoud ? `${f.lede} ${f.spin}` : f.lede;
  const withOther = variant % 2 === 1;
  const math = variant % 3 !== 2 ? f.math : undefined;
  const headings = frame?.headings ?? ENGLISH_HEADINGS;
  const text = [
    summary,
    '',
    headings.happened,
    '',
    f.voice + (withOther ? ` ${f.otherVoice}` : '') + (math ? ` ${math.inline}` : ''),
    '',
    headings.points,
    '',
    ...f.facts.filter((_, x) => (x + variant) % 3 !== 2).map((x) => `- ${x}`),
    '',
    ...(math ? ['## The numbers', '', 'The calculation behind the figures:', '', math.display, ''] : []),
    headings.next,
    '',
    `${f.next} ${frame?.disclaimer ?? ENGLISH_CLOSING}`,
  ].join('\n');

  return {
    url: `https://${DEMO_HOST}/${indicSource?.slug ?? slug(source)}/${i}-${slug(title) || f.language}`,
    title,
    summary,
    text,
    published,
    source,
    category: f.category,
    author: (frame?.reporters ?? REPORTERS)[
      (i * 7 + Math.floor(i / 11)) % (frame?.reporters ?? REPORTERS).length
    ] as string,
    entities: [
      { name: f.person, type: 'person' },
      { name: f.org, type: 'organisation' },
      { name: f.place, type: 'place' },
      ...(withOther ? [{ name: f.other, type: 'person' }] : []),
    ],
    language: f.language,
  };
}

/** The articles of the event article `i` reports (indices), for tests and tools. */
export function eventArticles(i: number): number[] {
  const { event } = slotOf(i);
  return Array.from({ length: event.size }, (_, x) => event.first + x);
}

export { DEMO_HOST, DEMO_SOURCES };
