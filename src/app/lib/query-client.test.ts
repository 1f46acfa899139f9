// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, handleGlobalError, shouldRetry } from './query-client';
import { readAccount, saveAccount } from '#offline/account.ts';
import { offlineDb } from '#offline/db.ts';
import { forgetUser } from '#offline/forget-user.ts';
import { resetSessionAndGoToLogin } from './session-reset';

const err = (status: number) => new ApiError({ status, error: 'x', message: 'y' });

/**
 * The session reset run on a page at `pathname` + `search`; returns the spy on where it sent the
 * reader. jsdom's location cannot be spied on, so the function gets a window with a fake location.
 */
async function resetAt(pathname: string, search: string) {
  const assign = vi.fn();
  const win = { document, localStorage, setTimeout, location: { pathname, search, hash: '', assign } };
  await resetSessionAndGoToLogin(win as unknown as Window);
  return assign;
}

describe('the global 401 rule', () => {
  it('resets the session only for a 401', () => {
    const reset = vi.fn();
    handleGlobalError(err(403), reset);
    handleGlobalError(err(500), reset);
    handleGlobalError(new Error('boom'), reset);
    expect(reset).not.toHaveBeenCalled();
    handleGlobalError(err(401), reset);
    expect(reset).toHaveBeenCalledOnce();
  });

  it('is wired into the query cache, so any failing query triggers it', async () => {
    const reset = vi.fn();
    const qc = createQueryClient(reset);
    await qc.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(err(401)) }).catch(() => undefined);
    expect(reset).toHaveBeenCalledOnce();
    await qc
      .getMutationCache()
      .build(qc, { mutationFn: () => Promise.reject(err(401)) })
      .execute(undefined)
      .catch(() => undefined);
    expect(reset).toHaveBeenCalledTimes(2);
  });

  it('clears readable cookies, local storage but the theme, and the offline store, then goes to the login page', async () => {
    await saveAccount(offlineDb(), { user: { firstName: 'Asha' }, credits: 10, days: 3 });
    document.cookie = 'rememberMe=Yes; path=/';
    document.cookie = 'other=1; path=/';
    localStorage.setItem('khabar-theme', 'grey');
    const assign = await resetAt('/dashboard/news', '?x=1');
    expect(document.cookie).toBe('');
    // The theme belongs to the device, not to the session that ended.
    expect({ ...localStorage }).toEqual({ 'khabar-theme': 'grey' });
    expect(await readAccount(offlineDb())).toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/pages/user/login?redirect=%2Fdashboard%2Fnews%3Fx%3D1');
  });

  it('sends a 401 that lands on the logout page to the login page without a way back to logout', async () => {
    const assign = await resetAt('/secure/logout', '');
    expect(assign).toHaveBeenCalledWith('/pages/user/login');
  });

  it('clears cookies without touching anything when there are none', async () => {
    await forgetUser({ document });
    expect(document.cookie).toBe('');
  });
});

describe('retries', () => {
  it('never retries a client error, retries network and server errors twice', () => {
    expect(shouldRetry(0, err(404))).toBe(false);
    expect(shouldRetry(0, err(401))).toBe(false);
    expect(shouldRetry(0, err(0))).toBe(true);
    expect(shouldRetry(1, err(503))).toBe(true);
    expect(shouldRetry(2, err(503))).toBe(false);
  });
});
