// My languages: the news languages the reader reads. Every list, search and the watch list asks
// for them (`lang=hi,en`); none chosen means every language. The device keeps the choice in
// local storage and mirrors it in a cookie, so the server renders a visitor's first screen with
// the same choice and the browser's first render takes that markup over
// (docs/decisions/0115-my-languages-and-voices-by-language.md). A member's profile
// holds it too; the app applies the profile's choice on the device when the account arrives.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useDeferredValue, useSyncExternalStore } from 'react';
import { isLanguageCode, languageInfo, LANGUAGES, type LanguageCode } from '#shared/languages.ts';
import { NEWS_LANGUAGES_COOKIE, NEWS_LANGUAGES_OFFER_KEY, NEWS_LANGUAGES_STORAGE_KEY } from '#offline/names.ts';

export type NewsLanguages = readonly LanguageCode[];

const NONE: NewsLanguages = [];
/** A year: the cookie lives as long as the device's choice, refreshed at every start. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Codes in the order of src/shared/languages.ts, unknown ones and repeats dropped, so one choice
 * always makes one query key and one `lang` value.
 */
export function normalizeLanguages(codes: Iterable<string>): NewsLanguages {
  const wanted = new Set([...codes].map((c) => c.trim().toLowerCase()));
  return LANGUAGES.map((l) => l.code).filter((c) => wanted.has(c));
}

/** `hi,en` as stored and sent, back to codes (anything unreadable is no choice). */
export const parseLanguages = (value: string | null | undefined): NewsLanguages =>
  value ? normalizeLanguages(value.split(',').filter(isLanguageCode)) : NONE;

/** The `lang` search parameter for a request: absent for every language. */
export const langParam = (langs: NewsLanguages): { lang?: string } =>
  langs.length > 0 ? { lang: langs.join(',') } : {};

const ALL_LANGUAGES = msg`All languages`;

/** The chosen languages by their own names, or every language. */
export function chosenNames(i18n: I18n, langs: NewsLanguages): string {
  return langs.length === 0 ? i18n._(ALL_LANGUAGES) : langs.map((c) => languageInfo(c)?.nativeName ?? c).join(', ');
}

const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

function readCookie(): string | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${NEWS_LANGUAGES_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(NEWS_LANGUAGES_COOKIE.length + 1)) : null;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage off (private mode): the choice lasts as long as the page
  }
}

function writeCookie(langs: NewsLanguages): void {
  const value = encodeURIComponent(langs.join(','));
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie
  document.cookie = `${NEWS_LANGUAGES_COOKIE}=${value}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

// What the server's markup was made with (the cookie it was sent), and the device's choice. They
// differ only when the cookie was lost while local storage kept the choice; React then renders
// the device's choice right after taking the markup over.
const fromCookie = inBrowser ? parseLanguages(readCookie()) : NONE;
let current: NewsLanguages = inBrowser ? parseLanguages(readStorage(NEWS_LANGUAGES_STORAGE_KEY) ?? readCookie()) : NONE;
if (inBrowser && current.join(',') !== fromCookie.join(',')) writeCookie(current);

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The choice now: what loaders and fetchers send. On the server, the render's (below). */
export const newsLanguages = (): NewsLanguages => current;

/**
 * The server's renderer sets the choice of the visitor it renders for (from their cookie) before
 * each render; renders run one at a time.
 */
export function renderForLanguages(langs: NewsLanguages): void {
  if (!inBrowser) current = langs;
}

/** Keep a new choice on the device (local storage and cookie) and show it everywhere. */
export function setNewsLanguages(codes: Iterable<string>): void {
  const langs = normalizeLanguages(codes);
  answerLanguageOffer();
  if (langs.join(',') === current.join(',')) return;
  current = langs;
  try {
    localStorage.setItem(NEWS_LANGUAGES_STORAGE_KEY, langs.join(','));
  } catch {
    // kept for this page only
  }
  writeCookie(langs);
  for (const l of listeners) l();
}

/** Whether the reader chose their languages on this device (none chosen is a choice too). */
export const storedLanguageChoice = (): boolean => readStorage(NEWS_LANGUAGES_STORAGE_KEY) !== null;

/** Whether the reader has chosen, or dismissed the first visit's offer. */
export const languageOfferAnswered = (): boolean =>
  readStorage(NEWS_LANGUAGES_OFFER_KEY) !== null || storedLanguageChoice();

export function answerLanguageOffer(): void {
  try {
    localStorage.setItem(NEWS_LANGUAGES_OFFER_KEY, 'answered');
  } catch {
    // asked again on the next visit
  }
}

const serverSnapshot = () => (inBrowser ? fromCookie : current);

/**
 * The choice, for a screen's queries. Deferred: after a change, the screen keeps the lists it
 * shows until the new ones have arrived, instead of falling back to a spinner.
 */
export function useNewsLanguages(): NewsLanguages {
  return useDeferredValue(useSyncExternalStore(subscribe, newsLanguages, serverSnapshot));
}

/** The choice as it is now (the picker's own state, not deferred). */
export const useChosenLanguages = (): NewsLanguages => useSyncExternalStore(subscribe, newsLanguages, serverSnapshot);
