import type { ColumnType, Generated } from 'kysely';

// Web Push: subscriptions, members' alert settings, watch-list terms as alerts match them, and the alerts.

/** A browser's Web Push subscription, one member's (0023). */
export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: ColumnType<Date, Date, never>;
  last_success_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The interface language the device showed when it subscribed (0031); the profile's wins. */
  interface_language: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A member's alert settings; no row: the defaults (0023). */
export interface PushSettingsTable {
  user_id: number;
  mode: 'instant' | 'digest';
  digest_times: string[];
  quiet_from: string | null;
  quiet_to: string | null;
  daily_cap: number;
}

/** A watch-list term as alerts match it, kept by a trigger on users.watchlist (0023). */
export interface PushTermTable {
  user_id: number;
  term: string;
  enabled: Generated<boolean>;
  lexemes: string[];
}

/** Every watched term once, with its words and query (0026). */
export interface PushWordTable {
  term: string;
  lexemes: string[];
  query: string;
}

/** One alert per member and story (0023). */
export interface PushAlertTable {
  id: Generated<number>;
  user_id: number;
  story_id: number;
  article_id: number;
  term: string;
  status: 'held' | 'queued' | 'sent' | 'capped';
  due_at: ColumnType<Date, Date, Date>;
  sources: Generated<number>;
  created_at: ColumnType<Date, Date, never>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
