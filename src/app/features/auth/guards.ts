import { redirect } from '@tanstack/react-router';
import type { User } from '#shared/schemas/user.ts';
import { isApiError } from '#app/lib/api-error.ts';
import type { RouterContext } from '#app/lib/router-context.ts';
import { LOGIN_PATH } from '#app/lib/session-reset.ts';
import { meQueryOptions } from './api/get-me';

/** The page a gate turned away, as the router reports it (path, query and hash). */
type Asked = { href: string };

/** To the login page, which sends the reader back to `asked` after sign-in. */
export const toSignIn = (asked?: Asked) =>
  redirect({ to: LOGIN_PATH, search: asked ? { redirect: asked.href } : {}, replace: true });

/** beforeLoad gate: a visitor goes to the login page and comes back; resolves to the signed-in user. */
export async function requireSignedIn({ queryClient }: RouterContext, asked?: Asked): Promise<User> {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  if (!me) throw toSignIn(asked);
  return me;
}

/** beforeLoad gate for member-only screens: visitors sign in, non-members see the plans. */
export async function requireMember(ctx: RouterContext, asked?: Asked): Promise<User> {
  const me = await requireSignedIn(ctx, asked);
  if (!me.member) throw redirect({ href: '/secure/subscription', replace: true });
  return me;
}

/**
 * Loader wrapper: a 401 while loading means the session ended under us (e.g. signed out in
 * another tab). Turn it into a redirect, which the router treats as control flow, instead of
 * a route error it would log; the query cache's 401 rule still clears the client's state.
 */
export async function orSignIn<T>(load: Promise<T>, asked?: Asked): Promise<T> {
  try {
    return await load;
  } catch (e) {
    if (isApiError(e) && e.status === 401) throw toSignIn(asked);
    throw e;
  }
}
