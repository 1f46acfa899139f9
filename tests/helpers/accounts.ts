import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CLIENT_HEADERS } from './app';

export const SESSION_COOKIE = 'khabar_session';

let ipCounter = 0;
/** A fresh client address, so per-IP rate limits of one test do not leak into another. */
export const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export function cookieValue(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

export async function demoToken(app: FastifyInstance, email: string, name = 'Test User'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/khabar/auth/demo/token',
    headers: CLIENT_HEADERS,
    payload: { email, name },
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 200) throw new Error(`demo token: ${res.statusCode} ${res.body}`);
  return res.json().idToken as string;
}

export type Signed = {
  cookie: string;
  headers: Record<string, string>;
  user: { username: string; userId: number };
  res: LightMyRequestResponse;
};

/** Sign in through the demo provider exactly as the client does; returns the cookie header. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  opts: { name?: string; rememberMe?: 'Yes' | 'No'; cookie?: string } = {},
): Promise<Signed> {
  const idToken = await demoToken(app, email, opts.name);
  const res = await app.inject({
    method: 'POST',
    url: '/api/khabar/auth/social',
    headers: { ...CLIENT_HEADERS, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: { provider: 'DEMO', idToken, user: { email, name: opts.name }, rememberMe: opts.rememberMe ?? 'No' },
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
  const cookie = `${SESSION_COOKIE}=${cookieValue(res, SESSION_COOKIE)}`;
  return { cookie, headers: { ...CLIENT_HEADERS, cookie }, user: res.json().listObject[0], res };
}
