// The first view's data, inlined by the server into the HTML it sends so a cold load needs no
// second round trip: public GET answers keyed by the request path and query, exactly as the
// client asks for them.
import { API } from './api-paths';

/** The element holding the inlined answers: `<script type="application/json">`, never run. */
export const FIRST_VIEW_ELEMENT_ID = 'khabar-first-view';

/** The attribute of the element holding the server's markup of a visitor's first screen. */
export const SERVER_MARKUP_ATTRIBUTE = 'data-server-markup';

/** The news home's list sizes: Top stories plus Latest, and Today. */
export const HOME_SIZES = { latest: 10, today: 10 } as const;

type Params = Record<string, string | number>;

/** The key of one GET: its path and its query in the order given. */
export function firstViewKey(path: string, params: Params = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${path}?${query}` : path;
}

/** The public GETs the first screen of a client route needs, or none. The footer's site settings
 * come with every first screen: otherwise the page asks for them at once, loading the HTTP client
 * and rendering the footer again. */
export function firstViewRequests(pathname: string): string[] {
  const site = firstViewKey(API.site);
  if (pathname === '/dashboard/news') {
    return [
      site,
      firstViewKey(API.news.latest, { page: 1, size: HOME_SIZES.latest }),
      firstViewKey(API.news.today, { page: 1, size: HOME_SIZES.today }),
      firstViewKey(API.news.categories),
      firstViewKey(API.news.sources),
    ];
  }
  const details = /^\/pages\/news\/details\/([^/]+)$/.exec(pathname);
  if (details?.[1]) {
    let url: string;
    try {
      url = decodeURIComponent(details[1]);
    } catch {
      return [];
    }
    return [site, firstViewKey(API.news.publicArticle, { url })];
  }
  return [];
}
