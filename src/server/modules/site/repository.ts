import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';

/** The one statement readiness needs: the database answers at all. */
export function createSiteRepository(db: Db) {
  return {
    ping: async (): Promise<void> => {
      await sql`SELECT 1`.execute(db);
    },
  };
}
