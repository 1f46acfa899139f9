import { sql, type Kysely } from 'kysely';
import { pushTermsFollow } from './0023-push';

// Alerts matched through the distinct terms (docs/alerts.md, decision 0120). Many members watch
// the same names, so an article is matched against each distinct term once, not once per member:
// - `push_words`: every term some member watches (or once watched), with its words (GIN-indexed)
//   and its watch-list query, parsed once here instead of for every candidate at every article.
//   A term no one watches any more stays: it finds no member, and the set is bounded by what
//   people watch (deleting it could race with a member adding it back).
// - `push_terms_term_idx`: from a matching term to the members whose switch for it is on; the
//   per-member words index of 0023 goes.
// The trigger that keeps `push_terms` (0023) adds the new terms' words.

/**
 * The watch-list search's own query of a term: folded as search folds a query
 * (src/server/lib/search-text.ts), in web-search syntax, with English stemming (the query of
 * news/search-sql.ts for words in Latin letters).
 */
const QUERY = (term: string) => `websearch_to_tsquery('english', khabar_fold(${term}))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE push_words (
      term text PRIMARY KEY,
      lexemes text[] NOT NULL,
      query tsquery NOT NULL)`.execute(db);
  await sql`CREATE INDEX push_words_lexemes_idx ON push_words USING gin (lexemes)`.execute(db);
  await sql`CREATE INDEX push_terms_term_idx ON push_terms (term, user_id) WHERE enabled`.execute(db);
  // The terms' own words index (0023) is no longer read: matching goes through push_words.
  await sql`DROP INDEX push_terms_lexemes_idx`.execute(db);
  await sql`
    INSERT INTO push_words (term, lexemes, query)
    SELECT DISTINCT term, lexemes, ${sql.raw(QUERY('term'))} FROM push_terms
    ON CONFLICT DO NOTHING`.execute(db);
  await pushTermsFollow(
    'CREATE OR REPLACE FUNCTION',
    `
      INSERT INTO push_words (term, lexemes, query)
        SELECT t, push_term_lexemes(t), ${QUERY('t')} FROM jsonb_array_elements_text(NEW.watchlist) AS t
        ON CONFLICT DO NOTHING;`,
  ).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await pushTermsFollow('CREATE OR REPLACE FUNCTION').execute(db);
  await sql`CREATE INDEX push_terms_lexemes_idx ON push_terms USING gin (lexemes) WHERE enabled`.execute(db);
  await sql`DROP INDEX push_terms_term_idx`.execute(db);
  await sql`DROP TABLE push_words`.execute(db);
}
