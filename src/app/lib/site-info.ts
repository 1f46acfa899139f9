import { useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { SiteInfo } from '#shared/schemas/site.ts';
import { requestJson, SKIP_COOKIES } from './http';
import { persistedListQuery } from './persist';
import { siteInfoSchema } from '#shared/schemas/site.ts';

/** Contact details are server configuration; cookies are not needed to read them. */
const getSiteInfo = (): Promise<SiteInfo> => requestJson(siteInfoSchema, API.site, { headers: SKIP_COOKIES });

export const siteInfoQueryOptions = () => persistedListQuery(['site', 'info'] as const, getSiteInfo, 60 * 60 * 1000);

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
