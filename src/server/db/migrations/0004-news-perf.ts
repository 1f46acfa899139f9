import { sql, type Kysely } from 'kysely';

// The counting triggers' functions: each step of a change to the counts, then the version bump
// every write makes (0011 replaces add, remove and move with ones that lock rows in order).
const addNew = `
      INSERT INTO article_counts (category, source, n)
        SELECT category, source, count(*) FROM new_rows GROUP BY category, source
        ON CONFLICT (category, source) DO UPDATE SET n = article_counts.n + excluded.n;`;
const subtractOld = `
      UPDATE article_counts c SET n = c.n - o.k
        FROM (SELECT category, source, count(*) AS k FROM old_rows GROUP BY category, source) o
        WHERE c.category = o.category AND c.source = o.source;`;
const clearAll = `
      DELETE FROM article_counts;`;
const countsFunction = (name: string, steps: string) =>
  sql`
    CREATE FUNCTION ${sql.raw(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN${sql.raw(steps)}
      UPDATE news_stats SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`;

/**
 * Search and list speed at 100k+ articles (docs/decisions/0001-search-postgresql-full-text-in-tiers.md).
 * - Relevance is a tier: the whole query matched by the title (3), by title and summary
 *   together (2), or only with the body (1). `title_vector` and `head_vector` are small and
 *   stored inline, so the tier is two cheap tests per match instead of ts_rank over the
 *   whole (TOASTed) article vector.
 * - `article_counts` keeps the number of articles per (category, source), maintained by
 *   statement-level triggers, so totals for latest/category/source and the facets do not
 *   count(*) the table on every request.
 * - `news_stats.version` changes with every write to articles; search totals are cached
 *   against it, so a cached total is never stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Narrow heap rows: the long columns live in TOAST, so a search that visits thousands of
  // matching rows reads ~13 rows per page instead of one. The small vectors stay inline.
  await sql`ALTER TABLE articles SET (toast_tuple_target = 128)`.execute(db);
  await sql`
    ALTER TABLE articles
      ALTER COLUMN text SET STORAGE EXTERNAL,
      ALTER COLUMN summary SET STORAGE EXTERNAL,
      ALTER COLUMN search_vector SET STORAGE EXTERNAL,
      ALTER COLUMN entities SET STORAGE EXTERNAL`.execute(db);
  await sql`
    ALTER TABLE articles
      ADD COLUMN title_vector tsvector GENERATED ALWAYS AS (
        to_tsvector('english'::regconfig, coalesce(title, ''))) STORED,
      ADD COLUMN head_vector tsvector GENERATED ALWAYS AS (
        to_tsvector('english'::regconfig, coalesce(title, '')) ||
        to_tsvector('english'::regconfig, coalesce(summary, ''))) STORED,
      ALTER COLUMN title_vector SET STORAGE PLAIN,
      ALTER COLUMN head_vector SET STORAGE MAIN`.execute(db);

  await sql`
    CREATE TABLE article_counts (
      category text NOT NULL,
      source text NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (category, source))`.execute(db);
  await sql`CREATE TABLE news_stats (id int PRIMARY KEY CHECK (id = 1), version bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO news_stats VALUES (1, 1)`.execute(db);
  await sql`
    INSERT INTO article_counts (category, source, n)
    SELECT category, source, count(*) FROM articles GROUP BY category, source`.execute(db);

  await countsFunction('article_counts_add', addNew).execute(db);
  await countsFunction('article_counts_remove', subtractOld).execute(db);
  await countsFunction('article_counts_move', subtractOld + addNew).execute(db);
  await sql`
    CREATE TRIGGER articles_counts_insert AFTER INSERT ON articles
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION article_counts_add()`.execute(db);
  await sql`
    CREATE TRIGGER articles_counts_delete AFTER DELETE ON articles
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION article_counts_remove()`.execute(db);
  await sql`
    CREATE TRIGGER articles_counts_update AFTER UPDATE ON articles
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION article_counts_move()`.execute(db);
  await countsFunction('article_counts_clear', clearAll).execute(db);
  await sql`
    CREATE TRIGGER articles_counts_truncate AFTER TRUNCATE ON articles
    FOR EACH STATEMENT EXECUTE FUNCTION article_counts_clear()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER articles_counts_insert ON articles`.execute(db);
  await sql`DROP TRIGGER articles_counts_delete ON articles`.execute(db);
  await sql`DROP TRIGGER articles_counts_update ON articles`.execute(db);
  await sql`DROP TRIGGER articles_counts_truncate ON articles`.execute(db);
  await sql`
    DROP FUNCTION article_counts_add(), article_counts_remove(), article_counts_move(),
      article_counts_clear()`.execute(db);
  await sql`DROP TABLE article_counts, news_stats`.execute(db);
  await sql`ALTER TABLE articles DROP COLUMN title_vector, DROP COLUMN head_vector`.execute(db);
  await sql`ALTER TABLE articles RESET (toast_tuple_target)`.execute(db);
}
