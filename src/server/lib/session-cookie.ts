import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';

// The session cookie. Over https it carries the __Host- prefix, which browsers only accept
// with Secure, Path=/ and no Domain: a sibling sub-domain cannot plant or overwrite it.
const REMEMBER_COOKIE = 'rememberMe';
const sessionCookieName = (config: Config) => (isHttps(config) ? '__Host-khabar_session' : 'khabar_session');
const isHttps = (config: Config) => config.siteUrl.startsWith('https://');

export function readSessionCookie(req: FastifyRequest, config: Config): string | undefined {
  return req.cookies[sessionCookieName(config)];
}

/** Set both cookies; `maxAgeSeconds` undefined makes them browser-session cookies. */
export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  value: string,
  remember: boolean,
  maxAgeSeconds: number | undefined,
): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: isHttps(config) };
  const age = maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds };
  reply.setCookie(sessionCookieName(config), value, { ...base, ...age, httpOnly: true });
  // The client reads the remember-me preference, so this one is not HttpOnly.
  reply.setCookie(REMEMBER_COOKIE, remember ? 'Yes' : 'No', { ...base, ...age, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: isHttps(config) };
  reply.clearCookie(sessionCookieName(config), { ...base, httpOnly: true });
  reply.clearCookie(REMEMBER_COOKIE, base);
}
