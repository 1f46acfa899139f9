import { i18n } from '@lingui/core';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { CATALOGUE_NAMES } from '#shared/interface-catalogues.ts';
import { intlLocaleOf, type InterfaceLanguage } from '#shared/interface-language.ts';
import { loadCatalogues } from '#app/locales/catalogues.ts';
import { AppRoot } from './app-root';
import { meQueryOptions } from './features/auth/api/get-me';
import { answerRequestsWith } from './lib/http';
import { normalizeLanguages, renderForLanguages } from './lib/news-languages';
import { createQueryClient } from './lib/query-client';
import { siteInfoQueryOptions } from './lib/site-info';
import { createAppRouter } from './router';

// The first screen of a public route rendered on the server (built by `npm run build` into
// dist/ssr and loaded by src/server/lib/client.ts) with TanStack Router's SSR: the router loads
// the route as the browser would (its loaders fill the query cache from the server's public
// reads, called in process: src/server/lib/public-reads.ts), React renders it to a string, and
// the router's hydration scripts carry its state and the query cache (the router–query SSR
// integration, router.tsx) to the browser, where src/app/boot.tsx hydrates the markup from them.

/** Answers one of the app's API requests on the server, in process. */
export type ServerFetch = (request: Request) => Promise<Response>;

export type FirstViewMarkup = {
  /**
   * The screen's <title>, <meta> and <link> elements (React hoists them out of the screen's
   * markup to its start), for the page's head: its title, description and link previews.
   */
  head: string;
  /** The screen's markup, its hydration scripts inside. */
  html: string;
  /** The matched routes' ids ('/pages/news/details/$url'), whose styles the page links. */
  routeIds: string[];
  /** 200, or 404 for a screen that says what was not found (an article address Khabar has no article at). */
  status: 200 | 404;
};

let queue: Promise<unknown> = Promise.resolve();

/** What a render is for: the page's script nonce and the visitor's My languages (from their cookie). */
type RenderFor = { nonce: string; newsLanguages?: readonly string[] };

/**
 * The markup of the first screen at `url` (a path with its query) for a visitor, or null when
 * the route did not render cleanly (a failed request, a redirect): the browser then renders it.
 * A route that found nothing to show renders its not-found screen, answered 404. `nonce`: the page's script nonce (its content security policy allows no other
 * inline script). `language`: the interface's
 * language, whose catalogue the browser loads before it takes the markup over. One render at a
 * time: the app's requests are answered through a module variable (`answerRequestsWith`), and
 * the interface's language is Lingui's one instance's; My languages is the render's
 * (`renderForLanguages`).
 */
export function renderFirstView(
  url: string,
  { fetch, language = 'en', ...view }: RenderFor & { fetch: ServerFetch; language?: InterfaceLanguage },
): Promise<FirstViewMarkup | null> {
  const run = queue.then(async () => {
    // Every catalogue of the reader's language (loaded once): the screen's are the browser's to
    // load before it takes the markup over (src/app/boot.tsx).
    await loadCatalogues(i18n, language, CATALOGUE_NAMES);
    i18n.activate(language, [intlLocaleOf(language)]);
    return render(url, view, fetch);
  });
  queue = run.catch(() => undefined);
  return run;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not words
const DOCTYPE = '<!DOCTYPE html>';

/**
 * The elements React hoisted to the start of the markup (<title>, <meta>, <link>): its escaped
 * text holds no '<' and its escaped attributes no '>'.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

async function render(
  url: string,
  { nonce, newsLanguages }: RenderFor,
  fetch: ServerFetch,
): Promise<FirstViewMarkup | null> {
  // Nothing on the server may end a session or retry: a failed request leaves no markup.
  const queryClient = createQueryClient(() => undefined);
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // Only visitors get server markup (a signed-in reader's shell is their own).
  queryClient.setQueryData(meQueryOptions().queryKey, null);
  const handler = createRequestHandler({
    request: new Request(new URL(url, 'http://localhost')),
    createRouter: () => createAppRouter(queryClient, { nonce }),
  });
  let routeIds: string[] = [];
  // A screen showing a failed request would differ from the browser's render (the failure
  // does not travel with the cache): noted as it happens, as the cache is cleared once the
  // render is sent.
  let failed = false;
  const watching = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.state.status === 'error') failed = true;
  });
  answerRequestsWith(fetch);
  renderForLanguages(normalizeLanguages(newsLanguages ?? []));
  try {
    // The footer's contact details: in the cache that travels with the markup, so the browser's
    // footer shows them from its first render, as the server's does (otherwise the persisted
    // copy restored after the first commit could reach the footer before it hydrates).
    await queryClient.prefetchQuery(siteInfoQueryOptions());
    const response = await handler(({ responseHeaders, router }) => {
      routeIds = router.stores.matches.get().map((m) => m.routeId);
      return renderRouterToString({
        responseHeaders,
        router,
        children: (
          <AppRoot queryClient={queryClient}>
            <RouterServer router={router} />
          </AppRoot>
        ),
      });
    });
    // The browser renders a screen whose request failed. A not-found screen shows no request's
    // answer (the router's state, which travels, says it was not found).
    const status = response.status;
    if (status !== 404 && (status !== 200 || failed)) return null;
    // The router renders whole documents; this markup goes inside the page's root element.
    const text = await response.text();
    const html = text.startsWith(DOCTYPE) ? text.slice(DOCTYPE.length) : text;
    const head = HOISTED.exec(html)?.[0] ?? '';
    return { head, html: html.slice(head.length), routeIds, status };
  } finally {
    watching();
    answerRequestsWith(null);
    queryClient.clear();
  }
}
