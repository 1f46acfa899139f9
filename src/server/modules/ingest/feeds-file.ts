import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ConfigError } from '#server/config.ts';
import { LANGUAGE_CODE_PATTERN } from '#shared/languages.ts';
import { mapCategory } from './categories';
import defaultFeeds from './default-feeds.json';

export const feedEntrySchema = z.object({
  url: z
    .string()
    .trim()
    .url()
    .regex(/^https?:\/\//i, 'must be an http(s) URL')
    .max(2048),
  source: z.string().trim().min(1).max(100),
  // One of Khabar's categories, a section name that maps to one, or "general" (each item's own).
  category: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .refine((c) => c.toLowerCase() === 'general' || mapCategory(c) !== null, 'must be a Khabar category or "general"'),
  // The feed's language (ISO 639-1), when the publisher's own declarations may be missing or wrong.
  language: z.string().regex(LANGUAGE_CODE_PATTERN, 'must be an ISO 639-1 code (two lowercase letters)').optional(),
});
export const feedsFileSchema = z.array(feedEntrySchema).max(2000);
export type FeedEntry = z.infer<typeof feedEntrySchema>;

// A ConfigError, so the server and the CLI print it as one line.
export class FeedsFileError extends ConfigError {}

/** The feeds to crawl: the given JSON file, or the built-in list of real news feeds. */
export async function loadFeeds(file: string | undefined): Promise<FeedEntry[]> {
  let data: unknown = defaultFeeds;
  if (file) {
    try {
      data = JSON.parse(await readFile(file, 'utf8'));
    } catch (err) {
      throw new FeedsFileError(`Cannot read feeds file ${file}: ${(err as Error).message}`);
    }
  }
  const parsed = feedsFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new FeedsFileError(
      `Invalid feeds file ${file ?? '(built-in)'}: [${issue?.path.join('.')}] ${issue?.message}`,
    );
  }
  // The same URL twice would be crawled twice; keep the first.
  const seen = new Set<string>();
  return parsed.data.filter((f) => !seen.has(f.url) && seen.add(f.url));
}
