import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { createSmsSender } from '#server/providers/sms/index.ts';
import { createOtpRepository } from './repository';
import { otpRoutes } from './routes';
import { SMS_NOT_CONFIGURED } from '#shared/schemas/otp.ts';
import { createOtpService } from './service';

/**
 * Phone verification by one-time code: 6 digits, valid 5 minutes, 5 tries, at most 3 sends
 * in 10 minutes; a verified phone is saved on the user.
 */
export function registerOtp(app: FastifyInstance, ctx: AppContext): void {
  const sender = createSmsSender(ctx.config, ctx.log, ctx.now);
  if (!sender) ctx.log.error(SMS_NOT_CONFIGURED);
  const otp = createOtpService(createOtpRepository(ctx.db), sender, ctx.now, ctx.log);
  otpRoutes(app, ctx, otp, ctx.config.env !== 'production' && sender?.name === 'dev');
}
