import { sql, type Kysely } from 'kysely';
import { createStoryJoin } from './0015-stories';
import { STORY_JOIN_CANDIDATES, STORY_JOIN_PLACEMENT, STORY_JOIN_START } from './story-join-placement';

// A story is a candidate for an article only when it holds at least two of the article's title
// words that weigh anything (docs/decisions/0084-stories-clustering.md). story_join (0015) scored
// a story by the share of the title's words it holds among the words any candidate holds, so a
// first report of a new event that shared one word with a one-article story of something else
// ("Follow Reason 24/7 on Twitter and via RSS", then "Twitter back online after brief outage")
// scored as if its whole title were that story's, and joined it: the new event's later reports
// followed. `p_min_words` is that least number of words. And the statement's transaction commits
// without waiting for the disk (a lost clustering is redone by the crawl's catch-up); otherwise
// the statement is 0015's, locks, merges and counts alike.

/**
 * story_join as this migration made it, from `start` (STORY_JOIN_START here; 0028 passes its
 * own words) and with `create` (0028 replaces it in place, and puts this one back when undone).
 */
export const storyJoin = (start = STORY_JOIN_START, create = 'CREATE FUNCTION') => sql`
    ${sql.raw(create)} story_join(p_article bigint, p_window interval, p_decay_hours float8,
                               p_join float8, p_merge float8, p_cap integer,
                               p_min_words integer)
    RETURNS bigint LANGUAGE plpgsql
    -- The connections plan every statement for its values (prepared.ts); these statements are
    -- the same every call, and planning them each time cost more than running them.
${start}
      -- Committed without waiting for the disk (this transaction only): an article whose
      -- clustering a crash loses is in no story, and the crawl's catch-up clusters it again.
      PERFORM set_config('synchronous_commit', 'off', true);
${STORY_JOIN_CANDIDATES}
          WHERE k.idf > 0
          GROUP BY h.story_id HAVING count(*) >= p_min_words)
${STORY_JOIN_PLACEMENT}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION story_join(bigint, interval, float8, float8, float8, integer)`.execute(db);
  await storyJoin().execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION story_join(bigint, interval, float8, float8, float8, integer, integer)`.execute(db);
  await createStoryJoin(db);
}
