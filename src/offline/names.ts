// Names of what this device keeps, for code that needs them without loading Dexie.
import { NEWS_LANGUAGES_COOKIE } from '#shared/languages.ts';

/** The IndexedDB database of the offline store. */
export const OFFLINE_DB_NAME = 'khabar-offline';

/** Every table of the offline store: all of it is personal and goes when a user is forgotten. */
export const PERSONAL_TABLES = [
  'bookmarks',
  'articles',
  'notes',
  'outbox',
  'account',
  'listening',
  'audio',
  'stories',
] as const;

/** Runtime caches of the service worker that can hold signed-in article text and photos. */
export const PERSONAL_CACHE_PREFIXES = ['khabar-news-', 'khabar-images-', 'khabar-pages-'] as const;

/**
 * The pages of saved articles as the server rendered them (src/offline/article-pages.ts), which
 * the service worker answers their addresses with offline. Which articles a reader saved is
 * personal: forgetting a user drops them.
 */
export const ARTICLE_PAGES_CACHE = 'khabar-pages-v1';

/** The reader's theme (Default or Grey), in local storage. */
export const THEME_STORAGE_KEY = 'khabar-theme';
/** The reader's colour scheme (system, light or dark: Mantine's colour-scheme manager), in local storage. */
export const COLOR_SCHEME_STORAGE_KEY = 'khabar-color-scheme';
/** The interface language, in local storage. */
export const LANGUAGE_STORAGE_KEY = 'khabar-language';
/** My languages: the news languages the reader reads (`hi,en`; empty for all), in local storage. */
export const NEWS_LANGUAGES_STORAGE_KEY = 'khabar-news-languages';
/** Set once the first visit's offer of the browser's languages was taken or dismissed. */
export const NEWS_LANGUAGES_OFFER_KEY = 'khabar-news-languages-offer';
/** My languages mirrored in a cookie, which the server reads to render a first screen alike. */
export { NEWS_LANGUAGES_COOKIE } from '#shared/languages.ts';

/**
 * Local-storage keys that belong to the device, not to whoever signed in on it: forgetting a
 * user (sign-out, a 401, the service worker) keeps them, and only them.
 */
export const DEVICE_STORAGE_KEYS: readonly string[] = [
  THEME_STORAGE_KEY,
  COLOR_SCHEME_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  NEWS_LANGUAGES_STORAGE_KEY,
  NEWS_LANGUAGES_OFFER_KEY,
];

/** Readable cookies that belong to the device: forgetting a user keeps them. */
export const DEVICE_COOKIES: readonly string[] = [NEWS_LANGUAGES_COOKIE];
