// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { saveBookmark } from '#offline/bookmarks.ts';
import { offlineDb } from '#offline/db.ts';
import { THEME_STORAGE_KEY } from '#app/lib/theme.tsx';
import { endClientSession } from './end-session';

describe('endClientSession', () => {
  it('forgets cookies, cached user data, stored data and offline copies, but keeps the theme', async () => {
    await saveBookmark(offlineDb(), { url: 'https://example.com/a', title: 'A' });
    document.cookie = 'rememberMe=Yes; path=/';
    localStorage.setItem(THEME_STORAGE_KEY, 'grey');
    localStorage.setItem('khabar-queries', '{"clientState":{}}');
    const qc = new QueryClient();
    qc.setQueryData(['auth', 'me'], { username: 'asha' });
    qc.setQueryData(['auth', 'balance', 'credits'], 250);
    qc.setQueryData(['watchlist', 'terms'], { terms: ['monsoon'] });

    await endClientSession(qc, window);
    expect(await offlineDb().bookmarks.count()).toBe(0);
    expect(await offlineDb().outbox.count()).toBe(0);

    expect(document.cookie).not.toContain('rememberMe=Yes');
    expect(localStorage.getItem('khabar-queries')).toBeNull();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('grey');
    expect(qc.getQueryData(['auth', 'balance', 'credits'])).toBeUndefined();
    expect(qc.getQueryData(['watchlist', 'terms'])).toBeUndefined();
    // A visitor from now on, without asking the server.
    expect(qc.getQueryData(['auth', 'me'])).toBeNull();
  });
});
