import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../shared/api-paths';
import { sendOtpRequestSchema, sendOtpResponseSchema, verifyOtpResponseSchema } from '../../../../shared/schemas/otp';
import { requestJson } from '../../../lib/http';

/** POST otp/send/sms `{phone}` (E.164): answers `{status, message}`. */
export async function sendOtp(phone: string) {
  const res = await requestJson(sendOtpResponseSchema, API.otp.send, { method: 'post', json: sendOtpRequestSchema.parse({ phone }) });
  return res.listObject[0] ?? { status: 'SENT', message: '' };
}

/** POST otp/verify/sms/{otp}: true when right; the server then saves the phone as verified. */
export async function verifyOtp(code: string): Promise<boolean> {
  const res = await requestJson(verifyOtpResponseSchema, `${API.otp.verify}/${encodeURIComponent(code)}`, { method: 'post' });
  return res.listObject[0] === true;
}

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });

export function useVerifyOtp(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: async (ok) => {
      if (!ok) return;
      // The phone is now stored and verified: reload the profile and the shell's user.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users', username] }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
      ]);
    },
  });
}
