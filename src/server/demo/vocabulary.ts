// Word lists and story templates of the demo corpus. Every source is fictional and says so in
// its name; every article links its reader to demo data, never to a host that does not exist.
import { z } from 'zod';
import { CATEGORIES, type Category } from '#shared/constants.ts';
import { DEMO_HOST } from '#shared/demo.ts';
import stories from './stories.json';

export { DEMO_HOST };

export const DEMO_SOURCES = [
  'Ganga Chronicle (demo)',
  'Deccan Ledger (demo)',
  'Marine Drive Post (demo)',
  'Hooghly Herald (demo)',
  'Nilgiri Observer (demo)',
  'Thar Express (demo)',
  'Brahmaputra Bulletin (demo)',
  'Konkan Courier (demo)',
  'Capital Dispatch (demo)',
  'Silicon Plateau Wire (demo)',
  'Monsoon Daily (demo)',
  'Himalayan Gazette (demo)',
  'Coromandel Times (demo)',
  'Global Desk Review (demo)',
] as const;

/**
 * Sources that write loudly, as some outlets do: a loaded headline and a loaded sentence in
 * the reporter's own voice, on the same facts as everyone else.
 */
export const LOUD_SOURCES: ReadonlySet<string> = new Set(['Thar Express (demo)', 'Marine Drive Post (demo)']);

/** Bylines of the demo articles: no one the stories themselves name (PEOPLE). */
export const REPORTERS = [
  'Aarti Kapoor',
  'Bhavesh Joshi',
  'Chitra Raghavan',
  'Deepak Malhotra',
  'Esha Varma',
  'Farhan Siddiqui',
  'Gitanjali Bose',
  'Hemant Yadav',
  'Ishita Sen',
  'Jatin Khanna',
  'Kiran Shetty',
];

/** People named in Indian stories. */
export const INDIAN_PEOPLE = [
  'Ananya Rao',
  'Vikram Sethi',
  'Meera Iyer',
  'Rahul Banerjee',
  'Priya Nair',
  'Arjun Mehta',
  'Kavita Desai',
  'Sanjay Kulkarni',
  'Fatima Sheikh',
  'Rohan Gupta',
  'Lakshmi Menon',
  'Imran Qureshi',
  'Neha Chatterjee',
  'Aditya Reddy',
  'Sunita Pillai',
  'Harpreet Singh',
  'Tenzin Dolma',
  'Joseph Mathew',
  'Ritu Agarwal',
  'Gaurav Bhattacharya',
];
/** People who may also be named in world stories. */
export const WORLD_PEOPLE = [
  'Elena Markovic',
  'David Osei',
  'Mei Tanaka',
  'Lucas Fernandes',
  'Amara Okafor',
  'Jonas Lindqvist',
  'Sofia Alvarez',
  'Hassan Karimi',
];
export const PEOPLE = [...INDIAN_PEOPLE, ...WORLD_PEOPLE];

export const INDIAN_PLACES = [
  'Kolkata',
  'Mumbai',
  'Delhi',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
  'Guwahati',
  'Jaipur',
  'Lucknow',
  'Kochi',
  'Bhubaneswar',
  'Shillong',
  'Patna',
  'Indore',
  'Srinagar',
  'Visakhapatnam',
  'Siliguri',
  'Madurai',
];
export const WORLD_PLACES = [
  'Geneva',
  'Nairobi',
  'Singapore',
  'London',
  'Tokyo',
  'São Paulo',
  'Dhaka',
  'Colombo',
  'Kathmandu',
  'Dubai',
  'Jakarta',
  'Brussels',
];

const text = z.string();
const texts = z.array(z.string());
/** A number an event carries: from `lo` to `hi` in steps of `step` (decimals when step < 1). */
const numberRange = z.tuple([z.number(), z.number(), z.number()]);
export type NumberRange = z.infer<typeof numberRange>;

/** What an event tells in any language (vocabulary-indic.ts uses them too). */
export const EVENT_FIELDS = {
  /** What {person} is. */
  role: text,
  /** The event's main number, and a second one. */
  n: numberRange,
  m: numberRange,
  /** The first sentence every source carries: the core fact. */
  lede: text,
  /** What {person} said happened ("… said {said}."). */
  said: text,
  quote: text,
  /** Further facts; each source carries some of them. */
  facts: texts,
  /** A second voice some sources quote and others leave out. */
  other: z.object({ role: text, quote: text }),
  next: text,
  /** Real background reading on the subject. */
  link: z.object({ text, url: z.url() }),
};

/**
 * One kind of event, told the same way by every source that reports it. Slots filled per event:
 * {place} {org} {person} {surname} {role} {n} {m} {other} {otherSurname}.
 */
const storyTemplateSchema = z.object({
  ...EVENT_FIELDS,
  topic: text,
  /** Where such events happen (default: Indian cities). */
  places: texts.optional(),
  /** The organisation acting; may name {place}. */
  orgs: texts,
  /** Headlines as different desks write them. */
  titles: texts,
  /** The headline a loud desk writes (loaded words), and its loaded sentence in the reporter's voice. */
  loud: text,
  spin: text,
  /** Only where the subject has maths: an inline formula with its sentence, and a display one. */
  math: z.object({ inline: text, display: text }).optional(),
});
export type StoryTemplate = z.infer<typeof storyTemplateSchema>;

/** The kinds of event by category: data in stories.json, checked as it loads. */
export const STORIES: Record<Category, readonly StoryTemplate[]> = z
  .record(z.enum(CATEGORIES), z.array(storyTemplateSchema))
  .parse(stories);

/** Every organisation a story may name (search benchmarks pick from them). */
export const ORGS = [
  ...new Set(
    Object.values(STORIES)
      .flatMap((ts) => ts.flatMap((t) => t.orgs))
      .filter((o) => !o.includes('{')),
  ),
];
