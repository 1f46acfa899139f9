import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppRoot } from './app-root';
import { meQueryOptions } from './features/auth/api/get-me';
import { provideFirstView } from './lib/first-view';
import { createQueryClient } from './lib/query-client';
import { routeTree } from './route-tree.gen';

// The first screen of a public route rendered on the server (built by `npm run build` into
// dist/ssr and loaded by src/server/lib/client.ts): the page shows its headlines as soon as the
// HTML and CSS arrive, before any JavaScript runs. The client renders the same screen from the
// same inlined answers and hydrates this markup (src/app/boot.tsx).

let queue: Promise<unknown> = Promise.resolve();

export type FirstViewMarkup = {
  html: string;
  /** The matched routes' ids ('/pages/news/details/$url'), whose code and styles the page links. */
  routeIds: string[];
};

/**
 * The markup of `pathname`'s first screen for a visitor and the routes it matched, from the
 * answers the server inlines into the page (`#shared/first-view.ts`), or null when the route did
 * not render cleanly. One render at a time: the answers are handed over through a module variable.
 */
export function renderFirstView(pathname: string, answers: Record<string, unknown>): Promise<FirstViewMarkup | null> {
  const run = queue.then(() => render(pathname, answers));
  queue = run.catch(() => undefined);
  return run;
}

async function render(pathname: string, answers: Record<string, unknown>): Promise<FirstViewMarkup | null> {
  provideFirstView(answers);
  // Nothing on the server may end a session or retry: a failed query simply leaves no markup.
  const queryClient = createQueryClient(() => undefined);
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // Only visitors get server markup (a signed-in reader's shell is their own).
  queryClient.setQueryData(meQueryOptions().queryKey, null);
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [pathname] }),
    isServer: true,
  });
  try {
    await router.load();
    const failed = router.state.matches.some((m) => m.status !== 'success');
    if (failed) return null;
    const html = renderToString(<AppRoot queryClient={queryClient} router={router} />);
    return { html, routeIds: router.state.matches.map((m) => m.routeId) };
  } finally {
    provideFirstView({});
    queryClient.clear();
  }
}
