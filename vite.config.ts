import path from 'node:path';
import { ColorSchemeScript } from '@mantine/core';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { COLOR_SCHEME_STORAGE_KEY } from '#offline/names.ts';
import { SCREEN_CATALOGUES } from '#shared/interface-catalogues.ts';
import { INTERFACE_LANGUAGES, SOURCE_INTERFACE_LANGUAGE } from '#shared/interface-language.ts';
import packageJson from './package.json' with { type: 'json' };

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`, `<Plural>` from '@lingui/core/macro' and
 * '@lingui/react/macro') turned into catalogue look-ups at build time, by Lingui's Babel plugin
 * through Rolldown's (the React plugin has no Babel of its own): only the files that import them.
 * The component tests use it too (vitest.config.ts).
 */
export const linguiMacro = () =>
  babel({
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
      }),
    ],
  });

/**
 * A file or folder of the client app, found through package.json's `imports` (`#app/*`), the
 * one place that says where the app's code lives: the router's route folder and generated tree,
 * and the module an alias points to, are configuration of that code, not rules of chunking.
 */
const appPath = (name: string) => path.resolve(import.meta.dirname, packageJson.imports['#app/*'].replace('*', name));

/**
 * The interface's compiled catalogues (src/app/locales/<code>/<catalogue>.ts, docs/translating.md)
 * are named after their language, `catalogue-<code>-<catalogue>-<hash>.js`, so the precache can
 * leave out all but English's shell (below).
 */
const LOCALES = appPath('locales') + path.sep;
const catalogueChunkName = (chunk: { facadeModuleId: string | null }) => {
  const id = chunk.facadeModuleId;
  if (!id?.startsWith(LOCALES)) return undefined;
  const [code, file] = id.slice(LOCALES.length).split(/[\\/]/);
  return file ? `assets/catalogue-${code}-${path.parse(file).name}-[hash].js` : undefined;
};

// A build id busts the persisted query cache whenever a new client ships.
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);

// The web app manifest and the service worker build (docs/offline.md).
const THEME_COLOR = '#3b5bdb'; // Mantine indigo 8, the Default theme's primary colour
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false, // #app/features/pwa registers it with workbox-window
  // The icons are in globPatterns already; adding the manifest's icons again listed each twice.
  includeManifestIcons: false,
  injectManifest: {
    // The whole app, so that any screen opens offline once it is installed (saved articles need
    // the article view and its Markdown renderer); not the manifest's screenshots (for install
    // dialogs only) nor KaTeX's fonts, which the worker caches when a formula first needs them.
    // Of the interface's catalogues only English's shell, the first screen's words in the source
    // language: every catalogue of the reader's own language (English's screens' too) is kept by
    // the worker as the app loads it (#app/features/pwa/offline-language.ts).
    // Nor the icons only the system reads, when it installs the app (online by definition): the
    // maskable ones and Apple's touch icon. The plain icons stay: notifications and the lock
    // screen's player (listen/media-session.ts) show them offline.
    // `npm run test:size` holds the total to its budget, as transferred.
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    globIgnores: [
      'screenshots/**',
      'icons/maskable-*',
      'icons/apple-touch-icon.png',
      'sw.js',
      'assets/KaTeX_*',
      ...INTERFACE_LANGUAGES.filter((code) => code !== SOURCE_INTERFACE_LANGUAGE).map(
        (code) => `assets/catalogue-${code}-*`,
      ),
      ...SCREEN_CATALOGUES.map((name) => `assets/catalogue-${SOURCE_INTERFACE_LANGUAGE}-${name}-*`),
    ],
  },
  devOptions: { enabled: false },
  manifest: {
    id: '/',
    name: 'Khabar: news from trusted sources',
    short_name: 'Khabar',
    description:
      "India's news from trusted sources in one place: latest and today's headlines, categories, search, read-aloud, and AI analysis for members. Works offline.",
    lang: 'en-IN',
    dir: 'ltr',
    scope: '/',
    start_url: '/dashboard/news',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    categories: ['news'],
    // Long-press on the home-screen icon.
    shortcuts: [
      {
        name: 'My Bookmarks',
        short_name: 'Bookmarks',
        url: '/pages/news/bookmarks',
        icons: [{ src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Search news',
        short_name: 'Search',
        url: '/pages/news/search',
        icons: [{ src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
    // "Share" from any app: the link arrives at /share (#app/routes/share.tsx).
    share_target: { action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
    icons: [
      { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/screenshots/narrow.jpg',
        sizes: '390x844',
        type: 'image/jpeg',
        form_factor: 'narrow',
        label: 'Top stories on a phone',
      },
      {
        src: '/screenshots/wide.jpg',
        sizes: '1280x800',
        type: 'image/jpeg',
        form_factor: 'wide',
        label: 'The news home on a desktop',
      },
    ],
  },
});

// Mantine's ColorSchemeScript, in index.html's head after the charset: it sets <html>'s colour scheme from
// the reader's choice or the system's prefers-color-scheme before anything is painted, on the
// server's pages and on the service worker's shell alike (#app/lib/theme.tsx). The server's
// content security policy allows it by its hash (#server/lib/client.ts, `allowInlineScripts`).
const colorSchemeScript: Plugin = {
  name: 'khabar-color-scheme-script',
  transformIndexHtml: (html) =>
    html.replace(
      /<meta charset="UTF-8"\s*\/?>/,
      (charset) =>
        `${charset}${renderToStaticMarkup(
          createElement(ColorSchemeScript, { defaultColorScheme: 'auto', localStorageKey: COLOR_SCHEME_STORAGE_KEY }),
        )}`,
    ),
};

// `vite build` makes the client (dist/client); `vite build --ssr` (package.json's `build`) the
// server's renderer of first screens (dist/ssr), without the service worker or compressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must come before the React plugin: it generates the route tree and splits route code.
    tanstackRouter({
      target: 'react',
      routesDirectory: appPath('routes'),
      generatedRouteTree: appPath('route-tree.gen.ts'),
      autoCodeSplitting: true,
      // Loaders too load with their route: their API calls and response schemas stay out of the
      // entry. (The news home keeps everything in the entry: codeSplitGroupings in its route.)
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
    }),
    react(),
    colorSchemeScript,
    linguiMacro(),
    ...(isSsrBuild
      ? // The renderer gets the plugin's register module without a worker (the update prompt's import).
        [VitePWA({ disable: true })]
      : [
          pwa,
          // Brotli and gzip copies of every text asset, made once at build time; the server sends
          // the best one the browser accepts (@fastify/static `preCompressed`).
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            threshold: 512,
            include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
          }),
        ]),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    // The server's renderer is a production build whatever NODE_ENV the server runs under
    // (the browser tests and benchmarks run it with NODE_ENV=test): React's development
    // server build renders several times slower and would be bundled beside the production one.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // The client's zod runs without eval (#app/lib/zod-jitless.ts explains why).
  resolve: {
    alias: [{ find: /^zod\/mini$/, replacement: appPath('lib/zod-jitless.ts') }],
  },
  // The server's renderer is one self-contained bundle (dist/ssr), packages included: the server
  // loads it without resolving the client's packages (Mantine's CSS imports among them).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        modulePreload: false,
        // The server reads it for the app's and each route's stylesheets (#server/lib/client.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            chunkFileNames: (chunk) => catalogueChunkName(chunk) ?? 'assets/[name]-[hash].js',
            // The packages the first screen runs (React, TanStack Router and Query, Mantine, zod,
            // ky…): one chunk, instead of dozens of small shared ones each compressed on its own.
            // `$initial` is Rolldown's own tag for what the entry imports statically; everything
            // else, the app's own modules included, is Rolldown's to split by who imports it.
            // `npm run test:size` measures the result.
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
                { name: 'app', tags: ['$initial'] },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
