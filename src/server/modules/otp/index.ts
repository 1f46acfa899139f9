import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { devSmsQuerySchema, otpParamSchema as otpParams, sendOtpRequestSchema, type DevSms, type SendOtpResponse, type VerifyOtpResponse } from '#shared/schemas/otp.ts';
import type { AppContext } from '#server/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { requireUser } from '#server/lib/session-user.ts';
import { parse } from '#server/lib/validate.ts';
import { createSmsSender, latestDevSms } from '#server/providers/sms/index.ts';
import { createOtpService, SMS_NOT_CONFIGURED } from './service';

/** Phone verification by one-time code (CONTRACT.md). */
export function registerOtp(app: FastifyInstance, ctx: AppContext): void {
  const sender = createSmsSender(ctx.config, ctx.log, ctx.now);
  if (!sender) ctx.log.error(SMS_NOT_CONFIGURED);
  const otp = createOtpService(ctx, sender);

  app.post(
    API.otp.send,
    { config: { rateLimit: { max: ctx.config.sms.rateLimit, timeWindow: 10 * 60_000 } } },
    async (req): Promise<SendOtpResponse> => {
      const user = requireUser(req);
      const { phone } = parse(sendOtpRequestSchema, req.body);
      return { listObject: [await otp.send(user, phone)], totalElementCount: 1 };
    },
  );

  app.post(`${API.otp.verify}/:otp`, async (req): Promise<VerifyOtpResponse> => {
    const user = requireUser(req);
    return { listObject: [await otp.verify(user, parse(otpParams, req.params).otp)], totalElementCount: 1 };
  });

  // Browser tests read the code here; it does not exist in production.
  if (ctx.config.env !== 'production' && sender?.name === 'dev') {
    app.get(API.user.devSms, async (req): Promise<DevSms> => {
      const { phone } = parse(devSmsQuerySchema, req.query);
      // A raw '+' in a query string arrives as a space; accept the number either way.
      const sms = latestDevSms(phone.startsWith('+') ? phone : `+${phone}`);
      if (!sms) throw notFound('No message for this phone.');
      return { phone: sms.phone, text: sms.text, code: /\b(\d{6})\b/.exec(sms.text)?.[1] ?? null, sentAt: sms.sentAt.toISOString() };
    });
  }
}
