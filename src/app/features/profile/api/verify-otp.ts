import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { verifyOtpResponseSchema } from '#shared/schemas/otp.ts';

/** POST otp/verify/sms/{otp}: true when right; the server then saves the phone as verified. */
async function verifyOtp(code: string): Promise<boolean> {
  const res = await requestJson(verifyOtpResponseSchema, `${API.otp.verify}/${encodeURIComponent(code)}`, {
    method: 'post',
  });
  return res.listObject[0] === true;
}

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
