import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { countUserRows } from '#server/db/user-rows.ts';

// A member's devices: the push subscriptions their alerts go to.

/** The advisory-lock namespace of one member's devices ('PD'): the device limit is counted under it. */
const DEVICES_LOCK = 0x5044;

export type StoredSubscription = { id: number; endpoint: string; p256dh: string; auth: string };

/**
 * The interface language a device's notifications are written in: the member's choice in their
 * profile, else the language the device showed when it subscribed (migration 0031), else null
 * (the source language). `device` is the alias of `push_subscriptions`, joined with `users as u`.
 */
export const writtenIn = (device: 's' | 'sub') =>
  sql<string | null>`coalesce(u.interface_language, ${sql.ref(`${device}.interface_language`)})`;

export function createDevicesRepository(db: Db) {
  return {
    /**
     * Stores the member's subscription, or renews the keys (and the device's interface language)
     * of one they hold: 'taken' when the endpoint is another member's, 'full' when the member
     * already has `max` devices (nothing changes then). One transaction under the member's lock,
     * so racing calls of one member count each other's devices; a race of two members for one
     * endpoint is settled by its key.
     */
    async subscribe(
      userId: number,
      s: { endpoint: string; p256dh: string; auth: string; interfaceLanguage: string | null },
      now: Date,
      max: number,
    ): Promise<'created' | 'known' | 'taken' | 'full'> {
      return db.transaction().execute(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(${DEVICES_LOCK}, ${userId}::int)`.execute(tx);
        const owner = (
          await tx
            .selectFrom('push_subscriptions')
            .select('user_id')
            .where('endpoint', '=', s.endpoint)
            .executeTakeFirst()
        )?.user_id;
        if (owner !== undefined && owner !== userId) return 'taken';
        if (owner === undefined) {
          if ((await countUserRows(tx, 'push_subscriptions', userId)) >= max) return 'full';
        }
        const row = await tx
          .insertInto('push_subscriptions')
          .values({
            user_id: userId,
            endpoint: s.endpoint,
            p256dh: s.p256dh,
            auth: s.auth,
            interface_language: s.interfaceLanguage,
            created_at: now,
          })
          .onConflict((oc) =>
            oc
              .column('endpoint')
              .doUpdateSet({ p256dh: s.p256dh, auth: s.auth, interface_language: s.interfaceLanguage })
              .where('push_subscriptions.user_id', '=', userId),
          )
          .returning(sql<boolean>`xmax = 0`.as('inserted'))
          .executeTakeFirst();
        if (!row) return 'taken';
        return row.inserted ? 'created' : 'known';
      });
    },

    async remove(userId: number, endpoint: string): Promise<void> {
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .execute();
    },

    /** A push service answered that the subscription is gone. */
    async removeById(id: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    devices: (userId: number) =>
      db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'created_at', 'last_success_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    subscriptionOf: (userId: number, endpoint: string) =>
      db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst(),

    /** A device, with the language its notifications are written in (`writtenIn`). */
    subscription: (id: number): Promise<(StoredSubscription & { interfaceLanguage: string | null }) | undefined> =>
      db
        .selectFrom('push_subscriptions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.endpoint', 's.p256dh', 's.auth', writtenIn('s').as('interfaceLanguage')])
        .where('s.id', '=', id)
        .executeTakeFirst(),

    async delivered(subscriptionId: number, now: Date): Promise<void> {
      await db
        .updateTable('push_subscriptions')
        .set({ last_success_at: now })
        .where('id', '=', subscriptionId)
        .execute();
    },
  };
}
