import { sql, type Kysely } from 'kysely';

// Accounts: users, server-side sessions, photos, one-time codes, the credit ledger and
// memberships. Every table that holds personal data references users ON DELETE CASCADE, so
// deleting the user row deletes the account (every table holding personal data must do
// the same; orders and invoices instead cut the link with SET NULL).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('picture_url', 'text')
    .addColumn('profile_photo_id', 'bigint')
    .addColumn('base_category', 'text')
    .addColumn('sub_category', 'text')
    .addColumn('phone', 'jsonb')
    .addColumn('about_me', 'text')
    .addColumn('notice', 'text')
    .addColumn('important_announcement', 'text')
    .addColumn('qualification', 'text')
    .addColumn('skills', 'text')
    .addColumn('work_experience', 'text')
    .addColumn('hobbies', 'text')
    .addColumn('locations', 'text')
    .addColumn('linkedin_profile_link', 'text')
    .addColumn('facebook_profile_link', 'text')
    .addColumn('twitter_profile_link', 'text')
    .addColumn('personal_website_link', 'text')
    .addColumn('publish', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('watchlist', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('users_provider_subject_key', ['provider', 'subject'])
    .execute();

  await db.schema
    .createTable('sessions')
    // sha256 of the cookie value: a database leak does not hand out live sessions.
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX sessions_user_idx ON sessions (user_id)`.execute(db);
  await sql`CREATE INDEX sessions_expires_idx ON sessions (expires_at)`.execute(db);

  await db.schema
    .createTable('photos')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull()) // 'profile' | 'album'
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX photos_user_idx ON photos (user_id, kind, id)`.execute(db);

  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX otp_codes_user_idx ON otp_codes (user_id, created_at DESC)`.execute(db);

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, created_at)`.execute(db);

  await db.schema
    .createTable('memberships')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('no_of_days', 'integer', (c) => c.notNull())
    .addColumn('create_date', 'timestamptz', (c) => c.notNull())
    .addColumn('start_date', 'timestamptz', (c) => c.notNull())
    .addColumn('end_date', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX memberships_user_idx ON memberships (user_id, end_date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['memberships', 'credit_ledger', 'otp_codes', 'photos', 'sessions', 'users']) {
    await db.schema.dropTable(t).execute();
  }
}
