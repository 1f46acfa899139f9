import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ArticleActionsProvider, type ArticleActions } from '#app/components/news/article-actions.tsx';

/** Node's Request (which ky uses) cannot resolve the app's relative paths; the browser resolves them against the page. */
export function stubRelativeRequests() {
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
      }
    },
  );
}

/**
 * Render an article's parts as the app does: the interface's language, Mantine, a query client
 * that does not retry, the member's article actions, and a router at `path` (their links, sign
 * in and the story, are the router's).
 */
export async function renderArticlePart(
  part: () => ReactNode,
  { path, actions }: { path: string; actions: ArticleActions },
) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: part }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={qc}>
          <ArticleActionsProvider value={actions}>
            <RouterProvider router={router} />
          </ArticleActionsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}
