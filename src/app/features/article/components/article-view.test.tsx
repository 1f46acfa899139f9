// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleActionsProvider, type ArticleActions } from '#app/features/article/article-actions.tsx';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { DEMO_ARTICLE_TEXT } from '#shared/demo.ts';
import { ArticleView } from './article-view';

const REAL: ArticleSummary = {
  title: 'Metro fares rise in Kolkata',
  url: 'https://news.example/fares',
  summary: 'Fares rise by ten per cent.',
  published: '2026-11-23T10:00:00+05:30',
  source: 'Example News',
  category: 'India',
  author: '',
  language: 'en',
};
const DEMO: ArticleSummary = {
  ...REAL,
  title: 'Indore opens a 10-station metro corridor',
  url: 'https://demo.khabar.example/ganga-chronicle-demo/0-indore',
  source: 'Ganga Chronicle (demo)',
  demo: true,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The public article call answers with the card itself, as the server would. */
function renderView(card: ArticleSummary) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ ...card, entities: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
      }
    },
  );
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const actions: ArticleActions = { isSaved: () => false, save: async () => true, saveAnswer: async () => true };
  // The article's links (sign in, the story) are the router's: it renders inside one.
  const view = () => (
    <ArticleView url={card.url} signedIn={false} member={false} preview={card} variant="page" onClose={() => {}} />
  );
  const router = createRouter({
    routeTree: createRootRoute({ component: view }),
    history: createMemoryHistory({ initialEntries: ['/pages/news/details/x'] }),
  });
  i18n.loadAndActivate({ locale: 'en', messages: {} });
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

describe('article view: the link to the original', () => {
  it('links a real article to its original in a new tab', async () => {
    renderView(REAL);
    const link = await screen.findByRole('link', { name: 'Read original' });
    expect(link.getAttribute('href')).toBe(REAL.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText(DEMO_ARTICLE_TEXT)).toBeNull();
  });

  it('says a demo article is demo data instead of linking to a host that serves nothing', async () => {
    renderView(DEMO);
    expect(await screen.findByText(DEMO_ARTICLE_TEXT)).toBeTruthy();
    expect(screen.getByText(DEMO.url)).toBeTruthy(); // the address is shown, not linked
    expect(screen.queryByRole('link', { name: 'Read original' })).toBeNull();
    expect(document.querySelector(`a[href="${DEMO.url}"]`)).toBeNull();
  });
});
