import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '#server/context.ts';
import { HttpError } from '#server/lib/errors.ts';
import type { SessionUser } from '#server/lib/session-user.ts';
import type { SmsSender } from '#server/providers/sms/index.ts';
import { MESSAGES } from '#shared/messages.ts';
import { OTP } from '#shared/schemas/otp.ts';
import { toPhone } from './phone';

const MINUTE = 60_000;
const hash = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

export const SMS_NOT_CONFIGURED = 'Phone verification is unavailable: no SMS provider is configured on this server.';

export function createOtpService(ctx: AppContext, sender: SmsSender | null) {
  const db = ctx.db;
  return {
    async send(user: SessionUser, e164: string): Promise<{ status: string; message: string }> {
      toPhone(e164, false); // validates the number before anything is stored
      if (!sender) throw new HttpError(503, SMS_NOT_CONFIGURED);
      const now = ctx.now();
      const since = new Date(now.getTime() - OTP.sendWindowMinutes * MINUTE);
      const recent = await db
        .selectFrom('otp_codes')
        .select('created_at')
        .where('user_id', '=', user.id)
        .where('created_at', '>', since)
        .orderBy('created_at', 'asc')
        .execute();
      if (recent.length >= OTP.maxSends) {
        const wait = Math.ceil((recent[0]!.created_at.getTime() + OTP.sendWindowMinutes * MINUTE - now.getTime()) / MINUTE);
        throw new HttpError(429, `At most ${OTP.maxSends} codes can be sent in ${OTP.sendWindowMinutes} minutes. Try again in ${wait} minute${wait === 1 ? '' : 's'}.`);
      }
      const code = randomInt(0, 10 ** OTP.digits).toString().padStart(OTP.digits, '0');
      const salt = randomBytes(16).toString('hex');
      const id = await db.transaction().execute(async (tx) => {
        // Only the newest code counts.
        await tx.updateTable('otp_codes').set({ used: true }).where('user_id', '=', user.id).where('used', '=', false).execute();
        const row = await tx
          .insertInto('otp_codes')
          .values({ user_id: user.id, phone: e164, code_hash: hash(salt, code), salt, created_at: now, expires_at: new Date(now.getTime() + OTP.validMinutes * MINUTE) })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      try {
        await sender.send(e164, `Your Khabar verification code is ${code}. It expires in ${OTP.validMinutes} minutes.`);
      } catch (err) {
        ctx.log.error({ err: String(err), provider: sender.name }, 'SMS sending failed');
        await db.updateTable('otp_codes').set({ used: true }).where('id', '=', id).execute();
        throw new HttpError(502, MESSAGES.otpSendError);
      }
      return { status: 'SENT', message: MESSAGES.otpSent };
    },

    /** true and the phone saved as verified, or false (wrong, expired, used up, or no code). */
    async verify(user: SessionUser, otp: string): Promise<boolean> {
      // The client checks from the 5th character; a code of the wrong shape costs no try.
      if (!new RegExp(`^\\d{${OTP.digits}}$`).test(otp)) return false;
      const now = ctx.now();
      const row = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('otp_codes')
            .select('id')
            .where('user_id', '=', user.id)
            .where('used', '=', false)
            .where('expires_at', '>', now)
            .where('attempts', '<', OTP.maxTries)
            .orderBy('created_at', 'desc')
            .limit(1),
        )
        .where('attempts', '<', OTP.maxTries)
        .returning(['id', 'phone', 'salt', 'code_hash'])
        .executeTakeFirst();
      if (!row) return false;
      const ok = timingSafeEqual(Buffer.from(hash(row.salt, otp), 'hex'), Buffer.from(row.code_hash, 'hex'));
      if (!ok) return false;
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('otp_codes').set({ used: true }).where('id', '=', row.id).execute();
        await tx.updateTable('users').set({ phone: JSON.stringify(toPhone(row.phone, true)) }).where('id', '=', user.id).execute();
      });
      return true;
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
