import type { Db } from '#server/db/database.ts';
import type { Phone } from '#shared/schemas/user.ts';

export type NewCode = {
  userId: number;
  phone: string;
  codeHash: string;
  salt: string;
  createdAt: Date;
  expiresAt: Date;
};

/** One-time codes: only a salted hash of each code is stored. */
export function createOtpRepository(db: Db) {
  return {
    /** When the user's codes since `since` were sent, oldest first. */
    async sentSince(userId: number, since: Date): Promise<Date[]> {
      const rows = await db
        .selectFrom('otp_codes')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .orderBy('created_at', 'asc')
        .execute();
      return rows.map((r) => r.created_at);
    },

    /** Whether a code was ever sent for this user to this phone. */
    async sentTo(userId: number, phone: string): Promise<boolean> {
      const row = await db
        .selectFrom('otp_codes')
        .select('id')
        .where('user_id', '=', userId)
        .where('phone', '=', phone)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Store a new code and retire the user's earlier ones: only the newest code counts. */
    async replace(code: NewCode): Promise<number> {
      return db.transaction().execute(async (tx) => {
        await tx
          .updateTable('otp_codes')
          .set({ used: true })
          .where('user_id', '=', code.userId)
          .where('used', '=', false)
          .execute();
        const row = await tx
          .insertInto('otp_codes')
          .values({
            user_id: code.userId,
            phone: code.phone,
            code_hash: code.codeHash,
            salt: code.salt,
            created_at: code.createdAt,
            expires_at: code.expiresAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(row.id);
      });
    },

    async retire(id: number): Promise<void> {
      await db.updateTable('otp_codes').set({ used: true }).where('id', '=', id).execute();
    },

    /**
     * Count one try against the user's newest live code (unused, unexpired, tries left) and
     * return it; undefined when there is none. One statement, so parallel tries cannot
     * exceed the limit.
     */
    takeTry: (userId: number, now: Date, maxTries: number) =>
      db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('otp_codes')
            .select('id')
            .where('user_id', '=', userId)
            .where('used', '=', false)
            .where('expires_at', '>', now)
            .where('attempts', '<', maxTries)
            .orderBy('created_at', 'desc')
            .limit(1),
        )
        .where('attempts', '<', maxTries)
        .returning(['id', 'phone', 'salt', 'code_hash'])
        .executeTakeFirst(),

    /** The code is used up and the phone saved on the user, together. */
    async confirm(id: number, userId: number, phone: Phone): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('otp_codes').set({ used: true }).where('id', '=', id).execute();
        await tx
          .updateTable('users')
          .set({ phone: JSON.stringify(phone) })
          .where('id', '=', userId)
          .execute();
      });
    },
  };
}
export type OtpRepository = ReturnType<typeof createOtpRepository>;
