import { sql, type Kysely } from 'kysely';

// The interface language a device was showing when it subscribed to alerts: the language its
// notifications are written in while the member has chosen none in their profile
// (users.interface_language wins once they have). Without it, a member who reads the app in
// Hindi from their browser's languages and never touched the language control got English
// alerts. The CHECK holds it to the shape of a language code.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE push_subscriptions
      ADD COLUMN interface_language text
        CONSTRAINT push_subscriptions_interface_language_check CHECK (interface_language ~ '^[a-z]{2}$')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE push_subscriptions DROP COLUMN interface_language`.execute(db);
}
