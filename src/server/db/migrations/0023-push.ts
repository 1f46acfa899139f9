import { sql, type Kysely } from 'kysely';

// Alerts through Web Push (docs/alerts.md).
// - `push_subscriptions`: a browser's subscription (its push service's address and keys), one
//   member's: the endpoint is unique, so a device never belongs to two members.
// - `push_settings`: a member's alert settings; no row means the defaults.
// - `push_terms`: the watch list's terms as alerts match them, each with its switch and its
//   words (lexemes, GIN-indexed): an article finds the terms it may match through the words it
//   has, then the term's own query decides. Kept by a trigger on `users.watchlist`, so every
//   change of the list (the watch-list call, account deletion) is followed.
// - `push_alerts`: one row per member and story (the unique key is the de-duplication of
//   several sources and several workers), held until its time (digest, quiet hours), sent, or
//   over the daily cap.

/**
 * The trigger function that keeps a member's `push_terms` to their watch list (`create`: `CREATE`
 * or `CREATE OR REPLACE FUNCTION`), then runs `more` (0026: the new terms' words), each a statement
 * over the watch list's terms `t`.
 */
export const pushTermsFollow = (create: string, more = '') =>
  sql.raw(`
    ${create} push_terms_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM push_terms WHERE user_id = NEW.id
        AND term <> ALL (ARRAY(SELECT jsonb_array_elements_text(NEW.watchlist)));
      INSERT INTO push_terms (user_id, term, lexemes)
        SELECT NEW.id, t, push_term_lexemes(t) FROM jsonb_array_elements_text(NEW.watchlist) AS t
        ON CONFLICT DO NOTHING;${more}
      RETURN NULL;
    END $$`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE push_subscriptions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      endpoint text NOT NULL UNIQUE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      created_at timestamptz NOT NULL,
      last_success_at timestamptz)`.execute(db);
  await sql`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE push_settings (
      user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('instant', 'digest')),
      digest_times text[] NOT NULL,
      quiet_from text,
      quiet_to text,
      daily_cap integer NOT NULL CHECK (daily_cap BETWEEN 1 AND 50),
      CHECK ((quiet_from IS NULL) = (quiet_to IS NULL)))`.execute(db);

  // A term's words as the watch-list search's query sees them ('english' text search, as
  // search-sql.ts): a superset of the words any match needs one of.
  await sql`
    CREATE FUNCTION push_term_lexemes(p_term text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
      SELECT coalesce(array_agg(DISTINCT l), '{}') FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, p_term))) AS l
    $$`.execute(db);
  await sql`
    CREATE TABLE push_terms (
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      term text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      lexemes text[] NOT NULL,
      PRIMARY KEY (user_id, term))`.execute(db);
  await sql`CREATE INDEX push_terms_lexemes_idx ON push_terms USING gin (lexemes) WHERE enabled`.execute(db);
  await pushTermsFollow('CREATE FUNCTION').execute(db);
  await sql`
    CREATE TRIGGER push_terms_insert AFTER INSERT ON users
    FOR EACH ROW WHEN (jsonb_array_length(NEW.watchlist) > 0) EXECUTE FUNCTION push_terms_follow()`.execute(db);
  await sql`
    CREATE TRIGGER push_terms_update AFTER UPDATE OF watchlist ON users
    FOR EACH ROW WHEN (NEW.watchlist IS DISTINCT FROM OLD.watchlist) EXECUTE FUNCTION push_terms_follow()`.execute(db);
  await sql`
    INSERT INTO push_terms (user_id, term, lexemes)
    SELECT u.id, t, push_term_lexemes(t) FROM users u, jsonb_array_elements_text(u.watchlist) AS t
    ON CONFLICT DO NOTHING`.execute(db);

  await sql`
    CREATE TABLE push_alerts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      story_id bigint NOT NULL,
      article_id bigint NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
      term text NOT NULL,
      status text NOT NULL CHECK (status IN ('held', 'queued', 'sent', 'capped')),
      due_at timestamptz NOT NULL,
      sources integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL,
      sent_at timestamptz,
      UNIQUE (user_id, story_id))`.execute(db);
  await sql`CREATE INDEX push_alerts_due_idx ON push_alerts (due_at) WHERE status = 'held'`.execute(db);
  await sql`CREATE INDEX push_alerts_user_due_idx ON push_alerts (user_id, due_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE push_alerts`.execute(db);
  await sql`DROP TRIGGER push_terms_update ON users`.execute(db);
  await sql`DROP TRIGGER push_terms_insert ON users`.execute(db);
  await sql`DROP FUNCTION push_terms_follow()`.execute(db);
  await sql`DROP TABLE push_terms`.execute(db);
  await sql`DROP FUNCTION push_term_lexemes(text)`.execute(db);
  await sql`DROP TABLE push_settings`.execute(db);
  await sql`DROP TABLE push_subscriptions`.execute(db);
}
