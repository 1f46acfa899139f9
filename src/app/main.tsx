// The entry: global styles, the install-prompt listener, then the app (boot.tsx).
import './lib/mantine-styles';
import { SERVER_MARKUP_ATTRIBUTE } from '#shared/first-view.ts';
import { watchInstallPrompt } from './features/pwa/install';
import { nextTask } from './lib/next-task';

// The install prompt comes once, early: catch it before the app starts.
watchInstallPrompt();

// The app's modules are evaluated in layers, each in a task of its own, so that no one task
// holds the main thread for long on a phone (evaluated together they were one task of about
// 300 ms with 4x CPU throttling): the renderer (Preact, as react-dom/client); the providers
// (TanStack Query and Router, Mantine's provider and theme); the news home's query with the HTTP
// front (no zod: answers inlined in the page are not parsed again); the Mantine components of
// the first screens; the date and number formats (building Intl's formatters
// takes a task's worth of time on its own); then the app, its routes and components, which
// starts in a task after its evaluation. Only modules without stylesheets make a layer of their
// own: a layer's CSS modules would become one more render-blocking stylesheet on the server's
// page.
const LAYERS = [
  () => import('react-dom/client'),
  () => import('./app-root'),
  () => import('./features/news/api/get-latest'),
  () => import('./first-screen-ui'),
  () => import('./lib/format'),
];
async function start(): Promise<void> {
  for (const layer of LAYERS) {
    await layer();
    await nextTask();
  }
  const app = await import('./boot');
  await nextTask();
  await app.start();
}

// When the server sent the first screen as markup, the browser paints it before the app's
// code is even evaluated (its chunks are fetched after that paint, so nothing else competes
// with the HTML and the styles); otherwise the app starts at once (its chunks are preloaded).
if (document.querySelector(`[${SERVER_MARKUP_ATTRIBUTE}]`)) requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
