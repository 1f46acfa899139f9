import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { feedStatusListSchema, type FeedStatus } from '#shared/schemas/ingest.ts';
import { typed } from '#server/lib/route.ts';
import { gate } from '#server/lib/session-user.ts';
import type { FeedState, IngestRepository } from './repository';
import { failingForAWeek } from './schedule-policy';

export function ingestRoutes(app: FastifyInstance, repo: IngestRepository): void {
  typed(app).get(
    API.management.ingestFeeds,
    { onRequest: gate.admin, schema: { response: { 200: feedStatusListSchema } } },
    async () => {
      const feeds = (await repo.listFeeds()).map(toStatus);
      return { listObject: feeds, totalElementCount: feeds.length };
    },
  );
}

function toStatus(f: FeedState): FeedStatus {
  return {
    url: f.url,
    source: f.source,
    category: f.category,
    lastFetch: f.last_fetch ? new Date(f.last_fetch).toISOString() : null,
    lastStatus: (f.last_status as FeedStatus['lastStatus']) ?? null,
    httpStatus: f.http_status,
    errorCount: f.error_count,
    nextCheck: new Date(f.next_check).toISOString(),
    lastError: f.last_error,
    itemsNew: f.items_new,
    failingSince: f.failing_since ? new Date(f.failing_since).toISOString() : null,
    failingForAWeek: failingForAWeek(f.failing_since, new Date()),
  };
}
