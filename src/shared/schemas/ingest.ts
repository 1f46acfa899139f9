import { z } from '../zod';
import { countSchema, listObjectSchema } from './paging';

/** One feed's crawl status, as admins see it (docs/ingest.md, "How a feed is read"). */
export const feedStatusSchema = z.object({
  url: z.string(),
  source: z.string(),
  category: z.string(),
  lastFetch: z.nullable(z.string()), // ISO 8601
  lastStatus: z.nullable(z.enum(['ok', 'not-modified', 'failed'])),
  httpStatus: z.nullable(z.int()),
  errorCount: countSchema(),
  nextCheck: z.string(),
  lastError: z.nullable(z.string()),
  itemsNew: countSchema(),
  /** When the current run of failures began (ISO 8601); null while the feed works. */
  failingSince: z.nullable(z.string()),
  /** The feed has failed on every fetch for at least a week: look at it. */
  failingForAWeek: z.boolean(),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;
export const feedStatusListSchema = listObjectSchema(feedStatusSchema);
