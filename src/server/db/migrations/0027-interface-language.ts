import { sql, type Kysely } from 'kysely';

// A member's interface language (src/shared/interface-language.ts), kept in their profile so a
// second device follows their choice; null until they choose one (the device's choice, else
// the browser's languages, decides). The CHECK holds it to the shape of a language code.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN interface_language text
        CONSTRAINT users_interface_language_check CHECK (interface_language ~ '^[a-z]{2}$')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN interface_language`.execute(db);
}
