import type { QueryClient } from '@tanstack/react-query';
import type { StaticDataRouteOption } from '@tanstack/react-router';
import { siteInfoQueryOptions } from '#app/lib/site-info.ts';

/**
 * The route options of a legal page that shows the site's details: its catalogue, and a loader
 * that starts the request early but never blocks the page on it (offline, the text still shows).
 */
export const siteInfoPage = {
  staticData: { catalogues: ['legal'] } satisfies StaticDataRouteOption,
  loader: ({ context }: { context: { queryClient: QueryClient } }) =>
    void context.queryClient.prefetchQuery(siteInfoQueryOptions()),
};
