/**
 * The interface's message catalogues of each language (docs/translating.md, decision 0122): the
 * shell's (every file of the client outside the screens' feature folders below, and the shared
 * messages) and one per screen feature, named as its folder under src/app/features. A screen's
 * catalogue loads with its route (`staticData.catalogues`), so the first screen carries only the
 * shell's words. lingui.config.ts builds the catalogues from this list.
 */
export const SCREEN_CATALOGUES = [
  'alerts',
  'legal',
  'listen',
  'payments',
  'profile',
  'search',
  'speech',
  'stories',
  'watchlist',
] as const;
export type ScreenCatalogue = (typeof SCREEN_CATALOGUES)[number];
export type Catalogue = 'shell' | ScreenCatalogue;
export const CATALOGUE_NAMES: readonly Catalogue[] = ['shell', ...SCREEN_CATALOGUES];
