/** Set by vite.config.ts at build time; busts the persisted query cache per release. */
declare const __BUILD_ID__: string;
