import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { DemoTokenRequest, Provider, RememberMe } from '#shared/schemas/auth.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { requestJson } from '#app/lib/http.ts';
import { markSignOutPending } from '#app/features/auth/sign-out-pending.ts';
import { meQueryOptions } from './get-me';
import { BALANCE_KEY } from './get-balances';
import { demoTokenResponseSchema } from '#shared/schemas/auth.ts';
import { userResponseSchema } from '#shared/schemas/user.ts';

/** The demo identity provider issues a signed ID token for a demo account (not in production). */
const getDemoToken = async (account: DemoTokenRequest): Promise<string> =>
  (await requestJson(demoTokenResponseSchema, API.user.demoToken, { method: 'post', json: account })).idToken;

type SignInInput = {
  provider: Provider;
  idToken?: string;
  authToken?: string;
  user?: { name?: string; email?: string; photoUrl?: string };
  rememberMe: RememberMe;
};

/** POST auth/social: the server verifies the token and answers the user plus a session cookie. */
async function socialSignIn(input: SignInInput): Promise<AccountUser> {
  const res = await requestJson(userResponseSchema, API.user.social, { method: 'post', json: input });
  const user = res.listObject[0];
  if (!user) throw new Error('Sign-in answered no user');
  return user;
}

export type SignInRequest =
  { kind: 'demo'; account: DemoTokenRequest; rememberMe: RememberMe } | { kind: 'token'; input: SignInInput };

async function signIn(req: SignInRequest): Promise<AccountUser> {
  if (req.kind === 'token') return socialSignIn(req.input);
  const idToken = await getDemoToken(req.account);
  return socialSignIn({ provider: 'demo', idToken, user: req.account, rememberMe: req.rememberMe });
}

/** Signs in and seeds the me query so the shell switches to the account menu at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (user) => {
      // The new session replaced the cookie of any sign-out still waiting for the network.
      markSignOutPending(window, false);
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      await queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
