import type { ColumnType, Generated } from 'kysely';
import type { Phone } from '#shared/schemas/user.ts';
import type { Created } from '#server/db/tables/columns.ts';

// Members, their sign-in sessions, photos and one-time codes, bookmarks, idempotency keys and the server's keys.

export interface UserTable {
  id: Generated<number>;
  provider: string;
  subject: string;
  username: string;
  email: string;
  role: Generated<'user' | 'admin'>;
  /** The admin role was granted by the configuration (and ends when it no longer is). */
  admin_from_config: Generated<boolean>;
  enabled: Generated<boolean>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  picture_url: string | null;
  profile_photo_id: number | null;
  base_category: string | null;
  sub_category: string | null;
  phone: ColumnType<Phone | null, string | null, string | null>;
  about_me: string | null;
  notice: string | null;
  important_announcement: string | null;
  qualification: string | null;
  skills: string | null;
  work_experience: string | null;
  hobbies: string | null;
  locations: string | null;
  linkedin_profile_link: string | null;
  facebook_profile_link: string | null;
  twitter_profile_link: string | null;
  personal_website_link: string | null;
  /** The interface language the member chose (0027), null until they choose one. */
  interface_language: string | null;
  publish: Generated<boolean>;
  watchlist: ColumnType<string[], string | undefined, string>;
  created_at: Created;
}

export interface SessionTable {
  id_hash: string;
  user_id: number;
  remember: boolean;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, Date>;
}

export interface PhotoTable {
  id: Generated<number>;
  user_id: number;
  kind: 'profile' | 'album';
  content_type: string;
  bytes: Buffer;
  created_at: Created;
}

export interface OtpCodeTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  used: Generated<boolean>;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
}

export interface BookmarkTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  title: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface BookmarkNoteTable {
  user_id: number;
  url: string;
  note: string;
  updated_at: ColumnType<Date, Date, Date>;
}

/** The first response to an Idempotency-Key; status null while that request runs. */
export interface IdempotencyKeyTable {
  user_id: number;
  key: string;
  fingerprint: string;
  status: number | null;
  body: ColumnType<unknown, string | null, string | null>;
  created_at: ColumnType<Date, Date, Date>;
}

export interface ServerKeyTable {
  name: string;
  /** A private JWK (jsonb). */
  jwk: ColumnType<Record<string, unknown>, string, string>;
  created_at: ColumnType<Date, never, never>;
}
