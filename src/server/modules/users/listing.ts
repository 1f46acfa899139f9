import { sql, type SqlBool } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { ZeroPageQuery } from '#shared/schemas/paging.ts';
import type { UserRow } from './repository';

export type ListFilter = {
  role?: 'user' | 'admin';
  enabled?: boolean;
  publishedOnly?: boolean;
  text?: string;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** User lists: 0-based pages (CONTRACT.md), newest first. */
export async function listUsers(db: Db, f: ListFilter, p: ZeroPageQuery): Promise<{ rows: UserRow[]; total: number }> {
  let q = db.selectFrom('users');
  if (f.role) q = q.where('role', '=', f.role);
  if (f.enabled !== undefined) q = q.where('enabled', '=', f.enabled);
  if (f.publishedOnly) q = q.where('publish', '=', true);
  if (f.text) {
    const like = `%${escapeLike(f.text.toLowerCase())}%`;
    q = q.where(
      sql<SqlBool>`lower(username || ' ' || first_name || ' ' || last_name || ' ' ||
        coalesce(skills, '') || ' ' || coalesce(locations, '') || ' ' || coalesce(qualification, '')) like ${like}`,
    );
  }
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(p.size).offset(p.page * p.size).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
