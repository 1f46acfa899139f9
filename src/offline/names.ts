// Names of the offline store that code may need without loading Dexie.

/** The IndexedDB database of the offline store. */
export const OFFLINE_DB_NAME = 'khabar-offline';
