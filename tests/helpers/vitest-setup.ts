// Loaded before every unit test file (vitest.config.ts `setupFiles`).

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
