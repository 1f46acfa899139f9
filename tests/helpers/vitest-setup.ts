// Loaded before every unit test file (vitest.config.ts `setupFiles`).
import { i18n } from '@lingui/core';
import { allMessages } from './catalogues.ts';

const messages = await allMessages('en');

// jsdom has no matchMedia, and Mantine's colour-scheme code asks for it: in the component
// tests nothing matches. Test files on the node environment have no window to stub.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

// The interface in English, its source language, as a reader whose browser asks for nothing
// else gets it (src/app/lib/i18n.ts); a test of another language activates its own.
i18n.loadAndActivate({ locale: 'en', locales: ['en-IN'], messages });
