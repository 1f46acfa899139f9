import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

// A build id busts the persisted query cache whenever a new client ships.
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);

// The web app manifest and the service worker build (docs/offline.md).
const THEME_COLOR = '#3b5bdb'; // Mantine indigo 8, the Default theme's primary colour
/** The built chunks of src/app/boot.tsx and of the root route's overlays (see `modulePreload`). */
const BOOT_CHUNK = /(^|\/)boot-[\w-]+\.js$/;
const STARTUP_CHUNK = /(^|\/)(boot|overlays)-[\w-]+\.js$/;
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false, // src/app/features/pwa registers it with workbox-window
  // The icons are in globPatterns already; adding the manifest's icons again listed each twice.
  includeManifestIcons: false,
  injectManifest: {
    // The shell and the static pages only (the precache budget is 500 KB as transferred).
    // The article view and its markdown renderer are precached: saved articles must open
    // offline. Screens that need the network or are rarely opened first (search, sign-in,
    // profile, payments) and KaTeX's fonts are cached by the worker when first used.
    // Manifest screenshots are for install dialogs only.
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    globIgnores: [
      'screenshots/**',
      'sw.js',
      'assets/KaTeX_*',
      'assets/profile-*',
      'assets/login-*',
      // The search route's own chunks (its name and an 8-character hash) and the modules only it
      // uses; search-words and search-params are in the first route and must be precached.
      'assets/search-????????.*',
      'assets/search-query-*',
      'assets/search-states-*',
      // Buying credits or a membership needs the network anyway.
      'assets/order-*',
      'assets/subscription-*',
      'assets/transaction-history-*',
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
    // "Share" from any app: the link arrives at /share (src/app/routes/share.tsx).
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

// `vite build` makes the client (dist/client); `vite build --ssr src/app/entry-server.tsx` the
// server's renderer of first screens (dist/ssr), without the service worker or compressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must come before the React plugin: it generates the route tree and splits route code.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/route-tree.gen.ts',
      autoCodeSplitting: true,
      // Loaders too load with their route: their API calls and response schemas stay out of the
      // entry. (The news home keeps everything in the entry: codeSplitGroupings in its route.)
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
    }),
    react(),
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
  // The client's zod runs without eval (src/app/lib/zod-jitless.ts explains why).
  resolve: {
    alias: [{ find: /^zod\/mini$/, replacement: path.resolve(import.meta.dirname, 'src/app/lib/zod-jitless.ts') }],
  },
  // The server's renderer is one self-contained bundle (dist/ssr), packages included: the server
  // loads it without resolving the client's packages (Mantine's CSS imports among them).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        // The chunks the page imports as the app starts are imported without Vite's preload
        // links for their modules, only with their stylesheets: src/app/boot.tsx (src/app/main.tsx
        // imports it after the first paint), every chunk boot imports (the routes' screens, the
        // first of which loads before hydration, and the shell's dialogs), and the root route's
        // overlays (after its first commit). The browser finds the modules in the chunk itself,
        // one round trip later, instead of the page inserting a <link> per module from script
        // while it starts (some thirty for boot, thirty more for an article's screen): Lighthouse's
        // simulated phone counted 100–300 ms of blocking time for them. Declaring them in the page
        // instead delayed its first paint, as their downloads competed with the page's own. The
        // price: a screen opened later in the session fetches its modules a level of imports at a
        // time (an article's three levels took about 20 ms more from the service worker's cache).
        // Deeper imports (the article view a dialog opens, the Markdown renderer) keep their
        // lists. (decision 0087, docs/benchmarks.md "Web")
        modulePreload: {
          resolveDependencies: (file, deps, { hostId, hostType }) =>
            hostType === 'js' && (BOOT_CHUNK.test(hostId) || STARTUP_CHUNK.test(file))
              ? deps.filter((dep) => dep.endsWith('.css'))
              : deps,
        },
        // The server reads it for the app's and each route's stylesheets (src/server/lib/client.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What every first screen runs, as one chunk instead of dozens of small shared ones
                // (each compressed on its own, with a request of its own): React, TanStack Router
                // and Query, Mantine's core, zod, and the app's modules under every screen (the
                // tab's title among them).
                // The tax computation and the payment and phone-code schemas are left to the
                // screens that use them: a group takes its modules in whoever needs them.
                // `npm run test:size` measures the result.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|zod|@tanstack[\\/](router-core|react-router|history|store|react-store|query-core|react-query)|@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Anchor|Badge|Button|Card|Center|CloseButton|Group|Input|InputBase|Loader|Paper|Portal|SimpleGrid|Stack|Text|ThemeIcon|Title|Transition|UnstyledButton)))[\\/]|src[\\/]shared[\\/](?!gst\.ts|schemas[\\/](?:payments|otp|auth|watchlist)\.ts)|src[\\/]app[\\/]lib[\\/](messages|api-error|session-reset|http|network|offline|url-params|toast|persist|query-client|format|search-words)\.ts$|src[\\/]app[\\/]components[\\/]page-title\.tsx$/,
                },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
