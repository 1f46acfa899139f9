import { z } from 'zod';
import { IdentityError, splitName, type IdentityProvider } from './types';

export const GRAPH_VERSION = 'v10.0';

const debugSchema = z.object({
  data: z.object({
    app_id: z.string(),
    is_valid: z.boolean(),
    user_id: z.string().optional(),
    expires_at: z.number().optional(),
  }),
});
const meSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string() }) }).optional(),
});

async function getJson(url: URL): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
  if (!res.ok) throw new IdentityError(`graph ${url.pathname} answered ${res.status}`);
  return res.json();
}

/**
 * Facebook Login: the browser's access token is checked with the Graph API's debug_token
 * (issued for our app, valid, not expired), then the profile is read with that token.
 */
export function facebookProvider(opts: {
  appId: string;
  appSecret: string;
  graphUrl: string;
  now: () => Date;
}): IdentityProvider {
  const base = `${opts.graphUrl}/${GRAPH_VERSION}`;
  return {
    name: 'facebook',
    async verify({ authToken }) {
      if (!authToken) throw new IdentityError('facebook needs an authToken');
      const debugUrl = new URL(`${base}/debug_token`);
      debugUrl.searchParams.set('input_token', authToken);
      debugUrl.searchParams.set('access_token', `${opts.appId}|${opts.appSecret}`);
      const debug = debugSchema.safeParse(await getJson(debugUrl));
      if (!debug.success) throw new IdentityError('unexpected debug_token answer');
      const d = debug.data.data;
      if (!d.is_valid || d.app_id !== opts.appId || !d.user_id) throw new IdentityError('token not valid for this app');
      if (d.expires_at && d.expires_at !== 0 && d.expires_at * 1000 < opts.now().getTime()) {
        throw new IdentityError('token expired');
      }
      const meUrl = new URL(`${base}/me`);
      meUrl.searchParams.set('fields', 'id,name,email,first_name,last_name,picture');
      meUrl.searchParams.set('access_token', authToken);
      const me = meSchema.safeParse(await getJson(meUrl));
      if (!me.success) throw new IdentityError('unexpected /me answer');
      if (me.data.id !== d.user_id) throw new IdentityError('token user and profile differ');
      const email = me.data.email?.toLowerCase();
      // A Facebook account may have no e-mail (phone sign-up); we need one for the account.
      if (!email) throw new IdentityError('facebook profile has no e-mail');
      const name = me.data.name ?? email.split('@')[0]!;
      const split = splitName(name);
      return {
        provider: 'facebook',
        subject: me.data.id,
        email,
        name,
        firstName: me.data.first_name ?? split.firstName,
        lastName: me.data.last_name ?? split.lastName,
        picture: me.data.picture?.data.url ?? null,
      };
    },
  };
}
