// Texts of offline reading shown by several features, in a plain module so browser tests can import them.
export const OFFLINE_COPY_TEXT = 'Offline copy';
export const NEEDS_CONNECTION_TEXT = 'This answer needs a connection. Open it again when you are online.';
