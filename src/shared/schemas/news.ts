import { z } from 'zod';
import { AI_KINDS, PAGING, SEARCH_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { pageQuerySchema, pagedSchema } from './paging';

export const entitySchema = z.object({ name: z.string(), type: z.string() });
export type Entity = z.infer<typeof entitySchema>;

/** The story's picture, with its size when the publisher gave one (cards reserve the space). */
export const articleImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});
export type ArticleImage = z.infer<typeof articleImageSchema>;

/** A list card: what every list and search call returns per article. */
export const articleSummarySchema = z.object({
  title: z.string(),
  url: z.string(),
  summary: z.string(),
  published: z.string(), // ISO 8601 with offset
  source: z.string(),
  category: z.string(),
  /** Absent when the story has no picture. */
  image: articleImageSchema.optional(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const articlePageSchema = pagedSchema(articleSummarySchema);

/** The public article: no text, no AI fields (CONTRACT.md). */
export const publicArticleSchema = articleSummarySchema.extend({
  entities: z.array(entitySchema),
});
export type PublicArticle = z.infer<typeof publicArticleSchema>;

/** The signed-in article: adds the extracted text and whatever AI answers exist. */
export const articleSchema = publicArticleSchema.extend({
  text: z.string().nullable(),
  bias: z.string().nullable(),
  sentiment: z.string().nullable(),
  missingAngles: z.string().nullable(),
  explainLike15: z.string().nullable(),
});
export type Article = z.infer<typeof articleSchema>;

export const aiKindSchema = z.enum(AI_KINDS);

/**
 * GET .../article/{type}?url (members) answers the signed-in article with the field of that
 * kind filled with a markdown answer ('' when the analyser had nothing to say); fields of
 * other kinds carry any answers already stored. 400 for an unknown type, 404 for an unknown
 * url, 502 with SPEC.md §8's 'AI call failed' message when the analyser fails.
 */
export const AI_FIELD = {
  bias: 'bias',
  sentiment: 'sentiment',
  missing: 'missingAngles',
  explain: 'explainLike15',
} as const satisfies Record<(typeof AI_KINDS)[number], keyof Article>;

// A missing or blank term gets the catalogue's message; the error names the field (q: …).
const required = { error: (iss: { input: unknown }) => (iss.input === undefined ? MESSAGES.noSearchTerm : undefined) };
const term = z
  .string(required)
  .trim()
  .min(1, MESSAGES.noSearchTerm)
  .max(SEARCH_LIMITS.maxTermLength, `at most ${SEARCH_LIMITS.maxTermLength} characters`);
const query = z
  .string(required)
  .trim()
  .min(1, MESSAGES.noSearchTerm)
  .max(SEARCH_LIMITS.maxQueryLength, `at most ${SEARCH_LIMITS.maxQueryLength} characters`);

export const searchQuerySchema = pageQuerySchema.extend({ q: query });
export const sourceQuerySchema = pageQuerySchema.extend({
  source: z.string().trim().min(1, 'source is required').max(100),
  q: query.optional(),
});
/** The JSON body of advanced search: numbers must be numbers, group a list of terms. */
export const advancedSearchSchema = z.object({
  primary: term,
  group: z.array(term).max(SEARCH_LIMITS.maxGroupTerms).default([]),
  page: z.number().int().min(1).max(100_000).default(PAGING.defaultPage),
  size: z.number().int().min(1).max(PAGING.maxSize).default(PAGING.defaultSize),
});
export type AdvancedSearch = z.infer<typeof advancedSearchSchema>;

export const categoryParamSchema = z.object({ category: z.string().trim().min(1).max(60) });
export const aiKindParamSchema = z.object({ type: aiKindSchema });
export const articleUrlQuerySchema = z.object({
  url: z.string().trim().min(1, 'url is required').max(2048).url('url must be an absolute URL'),
});

export const facetSchema = z.object({ name: z.string(), count: z.number().int() });
export const facetListSchema = z.array(facetSchema);
export type Facet = z.infer<typeof facetSchema>;
