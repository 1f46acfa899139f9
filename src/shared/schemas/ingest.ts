import { z } from 'zod';
import { listObjectSchema } from './paging';

/** One feed's crawl status, as admins see it (issue 5). */
export const feedStatusSchema = z.object({
  url: z.string(),
  source: z.string(),
  category: z.string(),
  lastFetch: z.string().nullable(), // ISO 8601
  lastStatus: z.enum(['ok', 'not-modified', 'failed']).nullable(),
  httpStatus: z.number().int().nullable(),
  errorCount: z.number().int().min(0),
  nextCheck: z.string(),
  lastError: z.string().nullable(),
  itemsNew: z.number().int().min(0),
  /** When the current run of failures began (ISO 8601); null while the feed works. */
  failingSince: z.string().nullable(),
  /** The feed has failed on every fetch for at least a week: look at it. */
  failingForAWeek: z.boolean(),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;
export const feedStatusListSchema = listObjectSchema(feedStatusSchema);
