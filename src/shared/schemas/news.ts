import { z } from '../zod';
import { AI_KINDS, PAGING, SEARCH_LIMITS } from '../constants';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODE_PATTERN } from '../languages';
import { MESSAGES } from '../messages';
import { pageQuerySchema, pagedSchema } from './paging';

export const entitySchema = z.object({ name: z.string(), type: z.string() });
export type Entity = z.infer<typeof entitySchema>;

/** The story's picture, with its size when the publisher gave one (cards reserve the space). */
export const articleImageSchema = z.object({
  url: z.string(),
  width: z.nullable(z.int().check(z.positive())),
  height: z.nullable(z.int().check(z.positive())),
});
export type ArticleImage = z.infer<typeof articleImageSchema>;

/**
 * An audio file the publisher attached to the story (a podcast episode, a radio bulletin),
 * on the publisher's server: `type` the MIME type the feed gave ('' when none), `length` its
 * size in bytes when the feed gave one. The client plays it from `url`, and may keep it for
 * offline listening through the same-origin copy (API.news.audio) when `length` and the copy's
 * size are within SiteInfo.audio.offlineMaxBytes.
 */
export const articleAudioSchema = z.object({
  url: z.string(),
  type: z.string(),
  length: z.nullable(z.int().check(z.positive())),
});
export type ArticleAudio = z.infer<typeof articleAudioSchema>;

/** An article's language: an ISO 639-1 code, two lowercase letters (src/shared/languages.ts names them). */
export const articleLanguageSchema = z.string().check(z.regex(LANGUAGE_CODE_PATTERN, 'an ISO 639-1 code'));

/** How an enclosure is stored (articles.enclosures): audio and video files. */
export type ArticleEnclosure = ArticleAudio & { kind: 'audio' | 'video' };

/**
 * The story an article belongs to: the same event told by other sources. `size` counts the
 * story's articles, `sources` its distinct sources. Absent on an article not yet clustered
 * (and in lists cached before stories existed).
 */
export const storyRefSchema = z.object({
  id: z.int().check(z.positive()),
  size: z.int().check(z.positive()),
  sources: z.int().check(z.positive()),
});
export type StoryRef = z.infer<typeof storyRefSchema>;

/** A list card: what every list and search call returns per article. */
export const articleSummarySchema = z.object({
  title: z.string(),
  url: z.string(),
  summary: z.string(),
  published: z.string(), // ISO 8601 with offset
  source: z.string(),
  category: z.string(),
  /**
   * The byline as the feed gave it (names, comma-separated); '' when none. Searched. The
   * server always sends it; a list cached before bylines existed reads as ''.
   */
  author: z._default(z.string(), ''),
  /**
   * The article's language (ISO 639-1: 'en', 'hi', 'bn', …): what the publisher declared, else
   * what the text reads as. The server always sends it; a list cached before languages existed
   * reads as 'en', as every article then was.
   */
  language: z._default(articleLanguageSchema, DEFAULT_LANGUAGE),
  /** Absent when the story has no picture. */
  image: z.optional(articleImageSchema),
  /** The story's original audio, in the feed's order; absent when it has none. */
  audio: z.optional(z.array(articleAudioSchema)),
  /**
   * true on a generated demo article (absent on real news): there is no original to read,
   * its URL names a reserved host that serves nothing, and the client says so instead of linking.
   */
  demo: z.optional(z.literal(true)),
  story: z.optional(storyRefSchema),
  /**
   * Only in a list asked with `collapse=story`: the other sources of this card's story, beyond
   * its own, by name, earliest reporter first (the card's "+N more reports from X, Y").
   */
  moreSources: z.optional(z.array(z.string())),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
/**
 * A page of articles. A search whose matches pass SEARCH_LIMITS.totalCap says so with
 * `totalRelation: 'gte'`: `totalElements` is then the cap, a lower bound, and the pages end there.
 */
export const articlePageSchema = z.extend(pagedSchema(articleSummarySchema), {
  totalRelation: z.optional(z.literal('gte')),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

/**
 * GET API.news.story/{id}: one story, its articles earliest first, paged like a list.
 * `sources` are the distinct source names, earliest reporter first; `entities` those that
 * more than one of its articles name (all of them when the story has one article).
 */
export const storyPageSchema = z.extend(pagedSchema(articleSummarySchema), {
  id: z.int().check(z.positive()),
  title: z.string(),
  firstSeen: z.string(), // ISO 8601 with offset
  lastSeen: z.string(),
  sources: z.array(z.string()),
  entities: z.array(entitySchema),
});
export type StoryPage = z.infer<typeof storyPageSchema>;

/** `collapse=story` on a list or search call: one article per story, totalElements counts stories. */
export const collapseQuerySchema = z.object({ collapse: z.optional(z.literal('story')) });

/** The public article: no text, no AI fields (docs/product.md, "Roles"). */
export const publicArticleSchema = z.extend(articleSummarySchema, {
  entities: z.array(entitySchema),
});
export type PublicArticle = z.infer<typeof publicArticleSchema>;

/** The signed-in article: adds the extracted text and whatever AI answers exist. */
export const articleSchema = z.extend(publicArticleSchema, {
  text: z.nullable(z.string()),
  bias: z.nullable(z.string()),
  sentiment: z.nullable(z.string()),
  missingAngles: z.nullable(z.string()),
  explainLike15: z.nullable(z.string()),
});
export type Article = z.infer<typeof articleSchema>;

export const aiKindSchema = z.enum(AI_KINDS);

// The search limits (SEARCH_LIMITS), checked here once for the API and for the screens, which
// show these messages as they are: a missing or blank term gets the catalogue's message, a term
// too long says its limit and its length. The API's error names the field (q: …).
const required = {
  error: (iss: { input: unknown }) => (iss.input === undefined ? MESSAGES.noSearchTerm : undefined),
};
const count = (n: number) => n.toLocaleString('en-IN');
/** "The search term can be at most 200 characters; this one has 243. Shorten it and search again." */
const atMost = (what: string, max: number) =>
  z.maxLength(max, {
    error: (iss: { input?: unknown }) =>
      `${what} can be at most ${count(max)} characters; this one has ${count(String(iss.input ?? '').length)}. Shorten it and search again.`,
  });
const searchText = (what: string, max: number) =>
  z.string(required).check(z.trim(), z.minLength(1, MESSAGES.noSearchTerm), atMost(what, max));
/** A text search's term (`q`), also the search box's. */
export const searchTermSchema = searchText('The search term', SEARCH_LIMITS.maxQueryLength);
const otherTerms = z.array(searchText('Each other term', SEARCH_LIMITS.maxTermLength)).check(
  z.maxLength(SEARCH_LIMITS.maxGroupTerms, {
    error: (iss: { input?: unknown }) =>
      `A search can have at most ${SEARCH_LIMITS.maxGroupTerms} other terms; this one has ${(iss.input as unknown[]).length}. Remove some and search again.`,
  }),
);

export const searchQuerySchema = z.extend(pageQuerySchema, { q: searchTermSchema });
export const sourceQuerySchema = z.extend(pageQuerySchema, {
  source: z
    .string()
    .check(z.trim(), z.minLength(1, 'source is required'), atMost('A source name', SEARCH_LIMITS.maxTermLength)),
  q: z.optional(searchTermSchema),
});
/** The JSON body of advanced search: numbers must be numbers, group a list of terms. */
export const advancedSearchSchema = z.object({
  primary: searchText('The main term', SEARCH_LIMITS.maxTermLength),
  group: z._default(otherTerms, []),
  page: z._default(z.int().check(z.minimum(1), z.maximum(100_000)), PAGING.defaultPage),
  size: z._default(z.int().check(z.minimum(1), z.maximum(PAGING.maxSize)), PAGING.defaultSize),
});
export type AdvancedSearch = z.infer<typeof advancedSearchSchema>;

export const categoryParamSchema = z.object({
  category: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
});
export const aiKindParamSchema = z.object({ type: aiKindSchema });
/** An article's address as a query parameter or a body field: trimmed, absolute. */
export const articleUrlSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'url is required'), z.maxLength(2048), z.url('url must be an absolute URL'));
export const articleUrlQuerySchema = z.object({ url: articleUrlSchema });

/**
 * The languages an AI answer may be asked in (ISO 639-1): the reader's interface language,
 * English when not given. The built-in analyser answers an article not in English in it when it is
 * English, Hindi, Bengali, Marathi, Tamil or Telugu (else in English), and an English article in
 * English; the OpenAI-compatible one asks the model for it.
 */
export const aiAnswerQuerySchema = z.object({
  url: articleUrlSchema,
  lang: z.optional(z.string().check(z.refine(isLanguageCode, 'Expected a language code Khabar knows'))),
});
/** The audio copy's query: the article, and which of its audio files (its `audio[].url`). */
export const audioQuerySchema = z.object({ url: articleUrlSchema, src: articleUrlSchema });

export const facetSchema = z.object({ name: z.string(), count: z.int() });
export const facetListSchema = z.array(facetSchema);
export type Facet = z.infer<typeof facetSchema>;
