// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '#app/lib/theme.tsx';
import { endClientSession } from './end-session';

describe('endClientSession', () => {
  it('forgets cookies, cached user data and stored data, but keeps the theme', () => {
    document.cookie = 'rememberMe=Yes; path=/';
    localStorage.setItem(THEME_STORAGE_KEY, 'grey');
    localStorage.setItem('khabar-queries', '{"clientState":{}}');
    const qc = new QueryClient();
    qc.setQueryData(['auth', 'me'], { username: 'asha' });
    qc.setQueryData(['auth', 'balance', 'credits'], 250);
    qc.setQueryData(['watchlist', 'terms'], { terms: ['monsoon'] });

    endClientSession(qc, window);

    expect(document.cookie).not.toContain('rememberMe=Yes');
    expect(localStorage.getItem('khabar-queries')).toBeNull();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('grey');
    expect(qc.getQueryData(['auth', 'balance', 'credits'])).toBeUndefined();
    expect(qc.getQueryData(['watchlist', 'terms'])).toBeUndefined();
    // A visitor from now on, without asking the server.
    expect(qc.getQueryData(['auth', 'me'])).toBeNull();
  });
});
