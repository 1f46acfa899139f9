import { redirect } from '@tanstack/react-router';
import type { User } from '../../shared/schemas/user';
import { meQueryOptions } from '../features/auth/api/get-me';
import type { RouterContext } from './router-context';
import { LOGIN_PATH } from './session-reset';

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
