// What a PostgreSQL benchmark figure depends on besides the code: how much of the seeded schema
// fits in the server's shared buffers, and how many blocks a run had to read from outside them
// (the operating system's page cache, or the disk when the host has evicted that cache). On a
// server with the default 128 MB of shared buffers, a search mix over 100,000 articles reads
// from outside them throughout (docs/benchmarks.md, "Search").
import { sql } from 'kysely';
import type { DbHandle } from '#server/db/database.ts';

export type PgMemory = { sharedBuffers: string; schemaBytes: number };

/** The server's shared_buffers and the size of the current schema's tables, indexes and TOAST. */
export async function pgMemory(h: DbHandle): Promise<PgMemory> {
  const buffers = await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(h.db);
  const size = await sql<{ n: string | number | null }>`
    SELECT sum(pg_total_relation_size(c.oid)) AS n FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'm')`.execute(h.db);
  return { sharedBuffers: buffers.rows[0]?.shared_buffers ?? '?', schemaBytes: Number(size.rows[0]?.n ?? 0) };
}

/** Blocks of the current schema's tables, indexes and TOAST read from outside shared buffers, and found in them, so far. */
export async function pgBlockReads(h: DbHandle): Promise<{ read: number; hit: number }> {
  const r = await sql<{ read: string | number | null; hit: string | number | null }>`
    SELECT sum(coalesce(heap_blks_read, 0) + coalesce(idx_blks_read, 0) + coalesce(toast_blks_read, 0) + coalesce(tidx_blks_read, 0)) AS read,
      sum(coalesce(heap_blks_hit, 0) + coalesce(idx_blks_hit, 0) + coalesce(toast_blks_hit, 0) + coalesce(tidx_blks_hit, 0)) AS hit
    FROM pg_statio_user_tables WHERE schemaname = current_schema()`.execute(h.db);
  return { read: Number(r.rows[0]?.read ?? 0), hit: Number(r.rows[0]?.hit ?? 0) };
}
