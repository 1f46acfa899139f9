import { redirect } from '@tanstack/react-router';
import type { User } from '#shared/schemas/user.ts';
import { isApiError } from '#app/lib/api-error.ts';
import type { RouterContext } from '#app/lib/router-context.ts';
import { LOGIN_PATH } from '#app/lib/session-reset.ts';
import { meQueryOptions } from './api/get-me';

/** beforeLoad gate: a visitor goes to the login page; resolves to the signed-in user. */
export async function requireSignedIn({ queryClient }: RouterContext): Promise<User> {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  if (!me) throw redirect({ href: LOGIN_PATH, replace: true });
  return me;
}

/** beforeLoad gate for member-only screens: visitors sign in, non-members see the plans. */
export async function requireMember(ctx: RouterContext): Promise<User> {
  const me = await requireSignedIn(ctx);
  if (!me.member) throw redirect({ href: '/secure/subscription', replace: true });
  return me;
}

/**
 * Loader wrapper: a 401 while loading means the session ended under us (e.g. signed out in
 * another tab). Turn it into a redirect, which the router treats as control flow, instead of
 * a route error it would log; the query cache's 401 rule still clears the client's state.
 */
export async function orSignIn<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (e) {
    if (isApiError(e) && e.status === 401) throw redirect({ href: LOGIN_PATH, replace: true });
    throw e;
  }
}
