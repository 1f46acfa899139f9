// The demo corpus's events in Hindi, Bengali and Tamil: fictional sources (each "(demo)"),
// people and reporters written in the language's own script, and templates filled like the
// English ones (vocabulary.ts). Written for Khabar; background links go to English Wikipedia.
import { z } from 'zod';
import { CATEGORIES, type Category } from '#shared/constants.ts';
import bn from './indic/bn.json';
import hi from './indic/hi.json';
import ta from './indic/ta.json';
import { EVENT_FIELDS } from './vocabulary';

export const INDIC_LANGUAGES = ['hi', 'bn', 'ta'] as const;
export type IndicLanguage = (typeof INDIC_LANGUAGES)[number];

const text = z.string();
const texts = z.array(z.string());

/** One kind of event in one language. Slots: {place} {org} {person} {n} {m} {other}. */
const indicStorySchema = z.object({
  ...EVENT_FIELDS,
  category: z.enum(CATEGORIES),
  places: texts,
  org: text,
  /** Four headlines, as four desks write them. */
  titles: z.tuple([text, text, text, text]),
});

/** How a language's articles are framed: sources, names, sentence patterns and headings. */
const indicFrameSchema = z.object({
  /** Six fictional sources (six: `5 × x mod 6` gives six consecutive articles six of them). */
  sources: z.array(z.object({ name: text, slug: text })).length(6),
  people: texts,
  reporters: texts,
  /** Slots as the stories', and {role} {said} {quote} / {otherRole} {otherQuote}. */
  voice: text,
  otherVoice: text,
  headings: z.object({ happened: text, points: text, next: text }),
  background: text,
  /** Says the article is demo data, in the language and (for tools and tests) in English. */
  disclaimer: text,
  /** Headlines for the fifth and sixth desks: {title} is one of the four. */
  overflow: z.tuple([text, text]),
  stories: z.array(indicStorySchema),
});
export type IndicFrame = z.infer<typeof indicFrameSchema>;

/** Each language's frame is data, a file a language under indic/, checked as it loads. */
export const INDIC: Record<IndicLanguage, IndicFrame> = z
  .record(z.enum(INDIC_LANGUAGES), indicFrameSchema)
  .parse({ hi, bn, ta });

/** The categories every language above has a kind of event for (one each). */
export const INDIC_CATEGORIES: ReadonlySet<Category> = new Set(['India', 'Sports', 'Business']);

/** Every Indian-language demo source, by name. */
export const INDIC_DEMO_SOURCES: readonly string[] = INDIC_LANGUAGES.flatMap((l) =>
  INDIC[l].sources.map((s) => s.name),
);
