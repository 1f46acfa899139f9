import { sql, type Kysely } from 'kysely';
import { pushTermsFollow } from './0023-push';

// Alerts match an article in one index scan (docs/alerts.md, decision 0123). Each row of
// `push_terms` carries the facts of its member that matching tests, kept by triggers:
// - `languages`: the member's news languages (My languages), NULL for any (never chosen, or all);
// - `since`: when the member's earliest device subscribed, NULL with no device;
// - `member`: the member's membership periods (`[start_date, end_date)` of each).
// `push_terms_match_idx` holds them with the term, so an article's terms reach their members
// without a probe of `users`, `push_subscriptions` or `memberships` per member.
// `push_terms_facts(user)` writes a member's facts into their terms, under the member's advisory
// lock (namespace 'PM'), so two transactions changing one member's facts at once (a device and a
// watch-list change, a membership and a device) write them one after the other, the second from
// what the first committed. It is called by a trigger on every table the facts come from.

const FACTS = `
  CREATE FUNCTION push_terms_facts(p_user bigint) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_advisory_xact_lock(${0x504d}, p_user::int);
    -- A statement after the lock: its snapshot sees what the lock's last holder committed.
    UPDATE push_terms t SET languages = f.languages, since = f.since, member = f.member
    FROM (SELECT
      (SELECT CASE WHEN cardinality(u.news_languages) > 0 THEN u.news_languages END
         FROM users u WHERE u.id = p_user) AS languages,
      (SELECT min(s.created_at) FROM push_subscriptions s WHERE s.user_id = p_user) AS since,
      (SELECT coalesce(range_agg(tstzrange(m.start_date, m.end_date)) FILTER (WHERE m.start_date < m.end_date),
                       '{}'::tstzmultirange)
         FROM memberships m WHERE m.user_id = p_user) AS member) f
    WHERE t.user_id = p_user
      AND (t.languages, t.since, t.member) IS DISTINCT FROM (f.languages, f.since, f.member);
  END $$`;

/** A row trigger's function calling push_terms_facts for the row's member (both, when an update moves it). */
const CALLER = (name: string, column: string) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM push_terms_facts(OLD.${column}); END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.${column} <> OLD.${column}) THEN
      PERFORM push_terms_facts(NEW.${column});
    END IF;
    RETURN NULL;
  END $$`;

/** 0026's addition to the watch list's trigger: the new terms' words. */
const WORDS = `
      INSERT INTO push_words (term, lexemes, query)
        SELECT t, push_term_lexemes(t), websearch_to_tsquery('english', khabar_fold(t))
        FROM jsonb_array_elements_text(NEW.watchlist) AS t
        ON CONFLICT DO NOTHING;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE push_terms
      ADD COLUMN languages text[],
      ADD COLUMN since timestamptz,
      ADD COLUMN member tstzmultirange NOT NULL DEFAULT '{}'`.execute(db);
  await sql.raw(FACTS).execute(db);
  await sql.raw(CALLER('push_terms_device_facts', 'user_id')).execute(db);
  await sql.raw(CALLER('push_terms_membership_facts', 'user_id')).execute(db);
  await sql`
    CREATE TRIGGER push_terms_devices AFTER INSERT OR DELETE OR UPDATE OF user_id, created_at ON push_subscriptions
    FOR EACH ROW EXECUTE FUNCTION push_terms_device_facts()`.execute(db);
  await sql`
    CREATE TRIGGER push_terms_memberships AFTER INSERT OR DELETE OR UPDATE OF user_id, start_date, end_date
    ON memberships FOR EACH ROW EXECUTE FUNCTION push_terms_membership_facts()`.execute(db);
  await sql`
    CREATE FUNCTION push_terms_language_facts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM push_terms_facts(NEW.id); RETURN NULL; END $$`.execute(db);
  await sql`
    CREATE TRIGGER push_terms_languages AFTER UPDATE OF news_languages ON users
    FOR EACH ROW WHEN (NEW.news_languages IS DISTINCT FROM OLD.news_languages)
    EXECUTE FUNCTION push_terms_language_facts()`.execute(db);
  // A watch list's new terms get their member's facts.
  await pushTermsFollow('CREATE OR REPLACE FUNCTION', `${WORDS}\n      PERFORM push_terms_facts(NEW.id);`).execute(db);

  await sql`
    UPDATE push_terms t SET
      languages = (SELECT CASE WHEN cardinality(u.news_languages) > 0 THEN u.news_languages END
                   FROM users u WHERE u.id = t.user_id),
      since = (SELECT min(s.created_at) FROM push_subscriptions s WHERE s.user_id = t.user_id),
      member = (SELECT coalesce(range_agg(tstzrange(m.start_date, m.end_date)) FILTER (WHERE m.start_date < m.end_date),
                                '{}'::tstzmultirange)
                FROM memberships m WHERE m.user_id = t.user_id)`.execute(db);
  // The matching statement's only index: an article's terms lead to their members with the
  // facts to test, in the index itself (members without a device are not in it).
  await sql`
    CREATE INDEX push_terms_match_idx ON push_terms (term) INCLUDE (user_id, since, languages, member)
    WHERE enabled AND since IS NOT NULL`.execute(db);
  await sql`DROP INDEX push_terms_term_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX push_terms_term_idx ON push_terms (term, user_id) WHERE enabled`.execute(db);
  await sql`DROP INDEX push_terms_match_idx`.execute(db);
  await pushTermsFollow('CREATE OR REPLACE FUNCTION', WORDS).execute(db);
  await sql`DROP TRIGGER push_terms_languages ON users`.execute(db);
  await sql`DROP TRIGGER push_terms_memberships ON memberships`.execute(db);
  await sql`DROP TRIGGER push_terms_devices ON push_subscriptions`.execute(db);
  await sql`DROP FUNCTION push_terms_language_facts()`.execute(db);
  await sql`DROP FUNCTION push_terms_membership_facts()`.execute(db);
  await sql`DROP FUNCTION push_terms_device_facts()`.execute(db);
  await sql`DROP FUNCTION push_terms_facts(bigint)`.execute(db);
  await sql`ALTER TABLE push_terms DROP COLUMN languages, DROP COLUMN since, DROP COLUMN member`.execute(db);
}
