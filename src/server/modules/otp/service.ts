import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '#server/lib/errors.ts';
import type { SessionUser } from '#server/lib/session-user.ts';
import type { SmsSender } from '#server/providers/sms/index.ts';
import { MESSAGES, otpSendsUsedUp } from '#shared/messages.ts';
import { OTP, SMS_NOT_CONFIGURED } from '#shared/schemas/otp.ts';
import { toPhone } from './phone';
import type { OtpRepository } from './repository';

const MINUTE = 60_000;
const hash = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

export function createOtpService(
  repo: OtpRepository,
  sender: SmsSender | null,
  now: () => Date,
  log: FastifyBaseLogger,
) {
  return {
    async send(user: SessionUser, e164: string): Promise<{ status: string; message: string }> {
      toPhone(e164, false); // validates the number before anything is stored
      if (!sender) throw new HttpError(503, SMS_NOT_CONFIGURED);
      const at = now();
      const recent = await repo.sentSince(user.id, new Date(at.getTime() - OTP.sendWindowMinutes * MINUTE));
      if (recent.length >= OTP.maxSends) {
        const wait = Math.ceil((recent[0]!.getTime() + OTP.sendWindowMinutes * MINUTE - at.getTime()) / MINUTE);
        throw new HttpError(429, otpSendsUsedUp(OTP.maxSends, OTP.sendWindowMinutes, wait));
      }
      const code = randomInt(0, 10 ** OTP.digits)
        .toString()
        .padStart(OTP.digits, '0');
      const salt = randomBytes(16).toString('hex');
      const id = await repo.replace({
        userId: user.id,
        phone: e164,
        codeHash: hash(salt, code),
        salt,
        createdAt: at,
        expiresAt: new Date(at.getTime() + OTP.validMinutes * MINUTE),
      });
      try {
        await sender.send(
          e164,
          `Your Khabar verification code is ${code}. It expires in ${OTP.validMinutes} minutes.`,
          user.id,
        );
      } catch (err) {
        log.error({ err: String(err), provider: sender.name }, 'SMS sending failed');
        await repo.retire(id);
        throw new HttpError(502, MESSAGES.otpSendError);
      }
      return { status: 'SENT', message: MESSAGES.otpSent };
    },

    /** Whether this user asked for a code to this phone (who may read the development SMS). */
    sentTo: (user: SessionUser, e164: string) => repo.sentTo(user.id, e164),

    /** true and the phone saved as verified, or false (wrong, expired, used up, or no code). */
    async verify(user: SessionUser, otp: string): Promise<boolean> {
      // The client checks from the 5th character; a code of the wrong shape costs no try.
      if (!new RegExp(`^\\d{${OTP.digits}}$`).test(otp)) return false;
      const row = await repo.takeTry(user.id, now(), OTP.maxTries);
      if (!row) return false;
      const ok = timingSafeEqual(Buffer.from(hash(row.salt, otp), 'hex'), Buffer.from(row.code_hash, 'hex'));
      if (!ok) return false;
      await repo.confirm(Number(row.id), user.id, toPhone(row.phone, true));
      return true;
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
