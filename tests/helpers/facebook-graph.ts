import { createServer } from 'node:http';
import { closeServer, listenInRange } from './ports';

export type FbProfile = { id: string; name: string; email?: string; first_name: string; last_name: string };
export type FbToken = { appId: string; valid: boolean; profile: FbProfile; expiresAt?: number };

/**
 * A stand-in for the Graph API v10.0 speaking its protocol: debug_token (authenticated by
 * the app access token `appId|secret`) and /me with the user's token.
 */
export async function startGraphServer(app: { appId: string; appSecret: string }, tokens: Record<string, FbToken>) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const oauthError = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } };
    if (url.pathname === '/v10.0/debug_token') {
      if (url.searchParams.get('access_token') !== `${app.appId}|${app.appSecret}`) return json(400, oauthError);
      const t = tokens[url.searchParams.get('input_token') ?? ''];
      if (!t)
        return json(200, { data: { app_id: app.appId, is_valid: false, error: { code: 190, message: 'Invalid' } } });
      return json(200, {
        data: {
          app_id: t.appId,
          type: 'USER',
          is_valid: t.valid,
          user_id: t.profile.id,
          expires_at: t.expiresAt ?? Math.floor(Date.now() / 1000) + 3600,
          scopes: ['email', 'public_profile'],
        },
      });
    }
    if (url.pathname === '/v10.0/me') {
      const t = tokens[url.searchParams.get('access_token') ?? ''];
      if (!t || !t.valid) return json(400, oauthError);
      return json(200, {
        ...t.profile,
        picture: { data: { url: `https://graph.example/${t.profile.id}.jpg`, width: 50, height: 50 } },
      });
    }
    return json(404, { error: { message: 'Unknown path' } });
  });
  const base = await listenInRange(server);
  return { graphUrl: base, close: () => closeServer(server) };
}
