import { sql } from 'kysely';

// The parts of story_join that 0015 created and 0017 created again word for word, one text for
// both so that the two cannot drift apart (what each migration ran is unchanged): the start, up
// to the article's title words; the locks, the candidate stories' hits and weights; and the
// placement: score the candidates, join the best or start a story, merge the near-equal ones,
// and count.

/** The advisory-lock namespaces: an article's title words, and one article. */
export const TERM_LOCK = 0x5354; // 'ST'
export const ARTICLE_LOCK = 0x5341; // 'SA'

/**
 * The start of story_join: its variables, the article, and `words` (its title words, hashed)
 * as `wordsOf` selects them from the article `a` (its `columns`; 0015 and 0017: the title vector's lexemes but
 * the source's name; 0028: the same in the article's language, less its stop words).
 */
export const storyJoinStart = (columns: string, wordsOf: string) =>
  sql.raw(`    SET plan_cache_mode = force_generic_plan
    AS $$
    DECLARE
      a record;
      r record;
      words integer[];
      w integer;
      sid bigint;
      n_window float8;
      best bigint;
      same bigint[] := '{}';
      gone bigint[];
      is_new_source boolean;
    BEGIN
      SELECT ${columns} INTO a FROM articles WHERE id = p_article;
      IF NOT FOUND THEN RETURN NULL; END IF;
      SELECT coalesce(array_agg(h ORDER BY h), '{}') INTO words FROM (
${wordsOf}) AS x;`);

export const STORY_JOIN_START = storyJoinStart(
  'id, source, published, title_vector',
  `        SELECT DISTINCT hashtext(l) AS h FROM unnest(tsvector_to_array(a.title_vector)) AS l
        WHERE length(l) > 1 AND l <> ALL (tsvector_to_array(to_tsvector('english', a.source)))`,
);

export const STORY_JOIN_CANDIDATES = sql`      PERFORM pg_advisory_xact_lock(${sql.lit(ARTICLE_LOCK)}, hashtext(p_article::text));
      FOREACH w IN ARRAY words LOOP
        PERFORM pg_advisory_xact_lock(${sql.lit(TERM_LOCK)}, w);
      END LOOP;

      SELECT story_id INTO sid FROM story_articles WHERE article_id = p_article;
      IF FOUND THEN RETURN sid; END IF;

      SELECT coalesce(sum(n), 0) INTO n_window FROM story_hours
      WHERE hour >= a.published - p_window AND hour < a.published + p_window;

      FOR r IN
        WITH hits AS (
          SELECT h.term, h.story_id, h.n
          FROM unnest(words) AS q(term)
          CROSS JOIN LATERAL (
            SELECT st.term, st.story_id, st.n FROM story_terms st
            WHERE st.term = q.term AND st.last_at >= a.published - p_window
            ORDER BY st.last_at DESC LIMIT p_cap) AS h),
        weights AS (
          SELECT term, CASE WHEN count(*) >= p_cap THEN 0
                            ELSE ln((n_window + 2) / (sum(n) + 1)) END AS idf
          FROM hits GROUP BY term),
        total AS (SELECT sum(idf) AS idf FROM weights),
        candidates AS (
          SELECT h.story_id, sum(k.idf * h.n) AS v FROM hits h JOIN weights k USING (term)`;

export const STORY_JOIN_PLACEMENT = sql.raw(`        SELECT s.id,
          c.v / s.size / t.idf * exp(-greatest(
            extract(epoch FROM a.published - s.last_seen),
            extract(epoch FROM s.first_seen - a.published), 0) / 3600 / p_decay_hours) AS score
        FROM candidates c JOIN stories s ON s.id = c.story_id CROSS JOIN total t
        WHERE t.idf > 0 AND s.size > 0
        ORDER BY score DESC, s.id
        LIMIT 8
      LOOP
        IF best IS NULL THEN
          EXIT WHEN r.score < p_join;
          best := r.id;
        ELSIF r.score >= p_merge THEN
          same := same || r.id;
        ELSE
          EXIT;
        END IF;
      END LOOP;

      IF best IS NULL THEN
        INSERT INTO stories (first_seen, last_seen, size, sources)
        VALUES (a.published, a.published, 1, 1) RETURNING id INTO sid;
      ELSE
        -- The stories' rows are locked in id order; one merged meanwhile (by a caller that
        -- shared none of these words) is followed to the story it went into.
        same := same || best;
        PERFORM 1 FROM stories WHERE id = ANY (same) ORDER BY id FOR UPDATE;
        SELECT array_agg(DISTINCT coalesce(merged_into, id)) INTO same FROM stories WHERE id = ANY (same);
        PERFORM 1 FROM stories WHERE id = ANY (same) ORDER BY id FOR UPDATE;
        sid := (SELECT min(x) FROM unnest(same) AS x);
        gone := array_remove(same, sid);
        IF cardinality(gone) > 0 THEN
          UPDATE story_articles SET story_id = sid, joined_at = now() WHERE story_id = ANY (gone);
          INSERT INTO story_terms (story_id, term, n, last_at)
            SELECT sid, term, sum(n), max(last_at) FROM story_terms WHERE story_id = ANY (gone) GROUP BY term
            ON CONFLICT (story_id, term) DO UPDATE
              SET n = story_terms.n + excluded.n, last_at = greatest(story_terms.last_at, excluded.last_at);
          DELETE FROM story_terms WHERE story_id = ANY (gone);
          UPDATE stories s SET
            size = (SELECT count(*) FROM story_articles WHERE story_id = sid),
            sources = (SELECT count(DISTINCT source) FROM story_articles WHERE story_id = sid),
            first_seen = (SELECT min(first_seen) FROM stories WHERE id = ANY (same)),
            last_seen = (SELECT max(last_seen) FROM stories WHERE id = ANY (same))
          WHERE s.id = sid;
          UPDATE stories SET merged_into = sid, size = 0, sources = 0 WHERE id = ANY (gone) OR merged_into = ANY (gone);
        END IF;
        is_new_source := NOT EXISTS (SELECT 1 FROM story_articles WHERE story_id = sid AND source = a.source);
        UPDATE stories SET size = size + 1, sources = sources + is_new_source::int,
          first_seen = least(first_seen, a.published), last_seen = greatest(last_seen, a.published)
        WHERE id = sid;
      END IF;

      INSERT INTO story_articles (article_id, story_id, source, published) VALUES (a.id, sid, a.source, a.published);
      INSERT INTO story_hours (hour, n) VALUES (date_trunc('hour', a.published), 1)
        ON CONFLICT (hour) DO UPDATE SET n = story_hours.n + 1;
      INSERT INTO story_terms (story_id, term, n, last_at)
        SELECT sid, x, 1, a.published FROM unnest(words) AS x
        ON CONFLICT (story_id, term) DO UPDATE
          SET n = story_terms.n + 1, last_at = greatest(story_terms.last_at, excluded.last_at);
      -- Lists collapsed by story count stories: their cached totals follow this version. An
      -- article that joined a story, and each story merged away, is one card fewer.
      UPDATE news_stats SET version = version + 1,
        collapsed = collapsed + (best IS NOT NULL)::int + coalesce(cardinality(gone), 0)
      WHERE id = 1;
      RETURN sid;
    END $$`);
