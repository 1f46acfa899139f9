import type { QueryClient } from '@tanstack/react-query';
import { siteInfoQueryOptions } from '#app/lib/site-info.ts';

/**
 * The loader of a legal page that shows the site's details: it starts the request early but never
 * blocks the page on it (offline, the text still shows).
 */
export const loadSiteInfo = ({ context }: { context: { queryClient: QueryClient } }) =>
  void context.queryClient.prefetchQuery(siteInfoQueryOptions());
