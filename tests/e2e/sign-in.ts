import { expect, type Page } from '@playwright/test';

export type DemoPerson = { email: string; name: string };
export const CSRF = { 'X-Requested-With': 'khabar' } as const;

let counter = 0;
/** A fresh demo person per test, so tests never share an account. */
export function newPerson(first = 'Test', last = 'Reader'): DemoPerson {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${first} ${last}`, email: `${first.toLowerCase()}.${tag}@e2e.khabar.local` };
}

/**
 * Sign the page's browser context in through the demo identity provider: the same two calls
 * the login page makes (`demo/token`, then `auth/social`). The session cookie lands in the
 * context, so the next page load is signed in. Returns the user the server answered.
 */
export async function signIn(page: Page, person: DemoPerson = newPerson(), rememberMe: 'Yes' | 'No' = 'Yes') {
  const token = await page.request.post('/api/khabar/auth/demo/token', { data: person, headers: CSRF });
  expect(token.ok(), `demo token: ${token.status()}`).toBeTruthy();
  const { idToken } = (await token.json()) as { idToken: string };
  const res = await page.request.post('/api/khabar/auth/social', {
    data: { provider: 'demo', idToken, user: person, rememberMe },
    headers: CSRF,
  });
  expect(res.ok(), `social sign-in: ${res.status()}`).toBeTruthy();
  const body = (await res.json()) as { listObject: { username: string; firstName: string; email: string }[] };
  return body.listObject[0]!;
}

/** What the server says about the current session: the user, or null for a visitor. */
export async function whoAmI(page: Page): Promise<{ username: string } | null> {
  const res = await page.request.get('/api/khabar/auth/me');
  const body = (await res.json()) as { listObject: { username: string }[] };
  return body.listObject[0] ?? null;
}

/** A 1×1 PNG, different per seed, for upload tests. */
export function tinyPng(seed = 0): Buffer {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  // A trailing byte after IEND keeps the file a valid PNG but makes each upload distinct.
  return Buffer.concat([base, Buffer.from([seed & 0xff])]);
}
