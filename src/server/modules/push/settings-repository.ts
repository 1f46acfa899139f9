import type { Selectable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { PushSettingsTable } from '#server/db/schema.ts';
import { PUSH, type PushSettings } from '#shared/schemas/push.ts';

// A member's alert settings: how and when their alerts go, and which watch-list terms alert.

const DEFAULTS: Omit<PushSettings, 'terms'> = {
  mode: 'instant',
  digestTimes: [...PUSH.defaultDigestTimes],
  quietHours: { ...PUSH.defaultQuiet },
  dailyCap: PUSH.defaultCap,
};

/** A `push_settings` row as the settings it holds. */
const fromRow = (r: Selectable<PushSettingsTable>): Omit<PushSettings, 'terms'> => ({
  mode: r.mode,
  digestTimes: r.digest_times,
  quietHours: r.quiet_from && r.quiet_to ? { from: r.quiet_from, to: r.quiet_to } : null,
  dailyCap: r.daily_cap,
});

export function createSettingsRepository(db: Db) {
  return {
    async settings(userId: number): Promise<PushSettings> {
      const [row, terms] = await Promise.all([
        db.selectFrom('push_settings').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        db
          .selectFrom('users')
          .select('watchlist')
          .where('id', '=', userId)
          .executeTakeFirst()
          .then(async (u) => {
            const switches = await db
              .selectFrom('push_terms')
              .select(['term', 'enabled'])
              .where('user_id', '=', userId)
              .execute();
            const on = new Map(switches.map((t) => [t.term, t.enabled]));
            return (u?.watchlist ?? []).map((term) => ({ term, enabled: on.get(term) ?? true }));
          }),
      ]);
      return { ...(row ? fromRow(row) : DEFAULTS), terms };
    },

    /** The settings, and each named term of the watch list switched as given (other names are ignored). */
    async saveSettings(userId: number, s: PushSettings): Promise<void> {
      const values = {
        mode: s.mode,
        digest_times: s.digestTimes,
        quiet_from: s.quietHours?.from ?? null,
        quiet_to: s.quietHours?.to ?? null,
        daily_cap: s.dailyCap,
      };
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('push_settings')
          .values({ user_id: userId, ...values })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
          .execute();
        for (const enabled of [true, false]) {
          const terms = s.terms.filter((t) => t.enabled === enabled).map((t) => t.term);
          if (terms.length)
            await tx
              .updateTable('push_terms')
              .set({ enabled })
              .where('user_id', '=', userId)
              .where('term', 'in', terms)
              .execute();
        }
      });
    },

    /** The watch-list terms of several members' settings, for deciding when their alerts go. */
    async settingsOf(userIds: number[]): Promise<Map<number, Omit<PushSettings, 'terms'>>> {
      const rows = userIds.length
        ? await db.selectFrom('push_settings').selectAll().where('user_id', 'in', userIds).execute()
        : [];
      const found = new Map(rows.map((r) => [r.user_id, fromRow(r)]));
      return new Map(userIds.map((id) => [id, found.get(id) ?? DEFAULTS]));
    },
  };
}
