import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import {
  devSmsQuerySchema,
  devSmsSchema,
  otpParamSchema,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  verifyOtpResponseSchema,
} from '#shared/schemas/otp.ts';
import type { AppContext } from '#server/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { typed } from '#server/lib/route.ts';
import { gate, requireUser } from '#server/lib/session-user.ts';
import { latestDevSms } from '#server/providers/sms/index.ts';
import type { OtpService } from './service';

export function otpRoutes(app: FastifyInstance, ctx: AppContext, otp: OtpService, devSms: boolean): void {
  const api = typed(app);

  api.post(
    API.otp.send,
    {
      onRequest: gate.user,
      config: { rateLimit: { max: ctx.config.sms.rateLimit, timeWindow: 10 * 60_000 } },
      schema: { body: sendOtpRequestSchema, response: { 200: sendOtpResponseSchema } },
    },
    async (req) => ({ listObject: [await otp.send(requireUser(req), req.body.phone)], totalElementCount: 1 }),
  );

  api.post(
    `${API.otp.verify}/:otp`,
    { onRequest: gate.user, schema: { params: otpParamSchema, response: { 200: verifyOtpResponseSchema } } },
    async (req) => ({ listObject: [await otp.verify(requireUser(req), req.params.otp)], totalElementCount: 1 }),
  );

  // Browser tests read the code here; the route does not exist in production, and it shows a
  // signed-in user only the latest message that user asked for to that phone, never the code
  // another account asked for to the same number.
  if (!devSms) return;
  api.get(
    API.user.devSms,
    { onRequest: gate.user, schema: { querystring: devSmsQuerySchema, response: { 200: devSmsSchema } } },
    async (req) => {
      const { phone } = req.query;
      // A raw '+' in a query string arrives as a space; accept the number either way.
      const e164 = phone.startsWith('+') ? phone : `+${phone}`;
      const user = requireUser(req);
      const sms = (await otp.sentTo(user, e164)) ? latestDevSms(e164, user.id) : undefined;
      if (!sms) throw notFound('No message for this phone.');
      return {
        phone: sms.phone,
        text: sms.text,
        code: /\b(\d{6})\b/.exec(sms.text)?.[1] ?? null,
        sentAt: sms.sentAt.toISOString(),
      };
    },
  );
}
