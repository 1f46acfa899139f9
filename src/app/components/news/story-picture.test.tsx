// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { NewsCard } from './news-card';

const story = (slug: string, picture: string): ArticleSummary => ({
  url: `https://news.example/${slug}`,
  title: `Story ${slug}`,
  summary: '',
  source: 'Example Wire',
  author: '',
  category: 'India',
  language: 'en',
  published: '2026-12-07T08:00:00.000Z',
  image: { url: picture, width: 1200, height: 675 },
});

/** Two cards as the app renders them (their links are the router's), at /. */
async function page() {
  const cards = () => (
    <>
      <NewsCard
        article={story('broken', 'https://pictures.example/gone.jpg')}
        onOpen={() => undefined}
        canSave={false}
      />
      <NewsCard
        article={story('loading', 'https://pictures.example/slow.jpg')}
        onOpen={() => undefined}
        canSave={false}
      />
    </>
  );
  const router = createRouter({
    routeTree: createRootRoute({ component: cards }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>
  );
}

describe("a story picture in the server's markup", () => {
  it('hides a picture that failed before the app took the page over, and keeps one still loading', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(await page());
    document.body.append(root);
    const [broken, loading] = [...root.querySelectorAll('img')];
    // The browser's state of each as the app starts: one failed (its error event long gone),
    // one not finished.
    Object.defineProperties(broken!, { complete: { value: true }, naturalWidth: { value: 0 } });
    Object.defineProperties(loading!, { complete: { value: false }, naturalWidth: { value: 0 } });
    const app = await page();
    await act(async () => {
      hydrateRoot(root, app);
    });
    expect(root.querySelectorAll('img')[0]).toBe(broken);
    expect(broken!.hidden).toBe(true);
    expect(loading!.hidden).toBe(false);
  });
});
