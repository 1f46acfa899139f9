import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { sendOtpRequestSchema, sendOtpResponseSchema } from '#shared/schemas/otp.ts';
import { requestJson } from '#app/lib/http.ts';

/** POST otp/send/sms `{phone}` (E.164): answers `{status, message}`. */
async function sendOtp(phone: string) {
  const res = await requestJson(sendOtpResponseSchema, API.otp.send, {
    method: 'post',
    json: sendOtpRequestSchema.parse({ phone }),
  });
  return res.listObject[0] ?? { status: 'SENT', message: '' };
}

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
