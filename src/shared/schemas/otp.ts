import { z } from '../zod';
import { listObjectSchema } from './paging';

// One-time codes (docs/product.md, "One-time codes"): 6 digits, 5 minutes, 5 tries, 3 sends per 10 minutes.
export const OTP = {
  digits: 6,
  validMinutes: 5,
  maxTries: 5,
  maxSends: 3,
  sendWindowMinutes: 10,
} as const;

/** The answer (503) of a server with no SMS provider configured. */
export const SMS_NOT_CONFIGURED = 'Phone verification is unavailable: no SMS provider is configured on this server.';

/** E.164: a plus, the country code and the number, digits only (e.g. +919830012345). */
export const e164Schema = z
  .string()
  .check(z.trim(), z.regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +919830012345'));

export const sendOtpRequestSchema = z.object({ phone: e164Schema });
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

export const otpSendResultSchema = z.object({
  status: z.string(),
  message: z.string(),
});
export const sendOtpResponseSchema = listObjectSchema(otpSendResultSchema);
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** `{listObject:[true]}` when the code was right (the phone is then saved, verified). */
export const verifyOtpResponseSchema = listObjectSchema(z.boolean());
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** Development only: the last SMS sent to a phone. */
export const devSmsSchema = z.object({
  phone: z.string(),
  text: z.string(),
  code: z.nullable(z.string()),
  sentAt: z.string(),
});
export type DevSms = z.infer<typeof devSmsSchema>;

/** POST /api/otp/khabar/verify/sms/{otp}: any short string; only 6 digits can be right. */
export const otpParamSchema = z.object({
  otp: z.string().check(z.maxLength(20)),
});
export const devSmsQuerySchema = z.object({
  phone: z.string().check(z.trim(), z.minLength(1)),
});
