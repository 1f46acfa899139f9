// User-visible PWA texts, in a plain module so browser tests can import them.
export const UPDATE_TEXT = 'A new version is ready';
export const OFFLINE_TEXT = 'Offline: showing saved pages';
export const INSTALL_TEXT = 'Install app';
