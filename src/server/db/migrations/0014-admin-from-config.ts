import { sql, type Kysely } from 'kysely';

// Whether a user's admin role comes from the configuration (ADMIN_EMAILS, and DEMO_ADMINS for
// demo sign-in) rather than from another admin's grant: such a role is derived again at every
// sign-in and checked against the configuration at every start, and it ends when the
// configuration stops granting it. Admins from before this column cannot be told apart; they
// are taken as granted by configuration, so one the configuration no longer names stops being
// an admin at the next start (an admin the configuration names can grant the role again).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN admin_from_config boolean NOT NULL DEFAULT false`.execute(db);
  await sql`UPDATE users SET admin_from_config = true WHERE role = 'admin'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN admin_from_config`.execute(db);
}
