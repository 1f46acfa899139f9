const CLIENT_HEADERS = { 'x-requested-with': 'khabar', 'content-type': 'application/json' };
import type { NewsService } from '#server/modules/news/service.ts';

const NEWS = '/api/elasticsearch/public/newssearchitem';

/** A fixed mix of realistic queries over the demo corpus: common, rare, phrases, OR, exclusion. */
export const SEARCH_TERMS = [
  'kolkata',
  'cricket',
  'dengue OR malaria',
  '"flood relief"',
  'monsoon clouds',
  'startups -funding',
  'glacier',
  'election',
  'metro corridor',
  'tiger',
  'semiconductor',
  '"heat stroke"',
];
const ADVANCED = [
  { primary: 'kolkata', group: ['metro', 'flood'] },
  { primary: 'cricket', group: ['women', 'calendar'] },
  { primary: 'health', group: ['dengue', 'cancer', 'asthma'] },
  { primary: '"air quality"', group: ['delhi', 'kolkata'] },
];
const CATEGORY_NAMES = ['India', 'sports', 'Technology', 'health'];
const PAGES = [1, 2, 3, 1, 5];

export type Request = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
export type Scenario = {
  name: string;
  requests: Request[];
  /** The same work done through the service and repository, without HTTP. */
  direct: (news: NewsService, i: number) => Promise<unknown>;
};

const at = <T>(xs: T[], i: number) => xs[i % xs.length] as T;

export const SCENARIOS: Scenario[] = [
  {
    name: 'latest',
    requests: PAGES.map((p) => ({ method: 'GET', path: `${NEWS}/latest?page=${p}&size=10` })),
    direct: (news, i) => news.latest({ page: at(PAGES, i), size: 10 }),
  },
  {
    name: 'search',
    requests: SEARCH_TERMS.map((q) => ({
      method: 'GET',
      path: `${NEWS}/search?q=${encodeURIComponent(q)}&page=1&size=12`,
    })),
    direct: (news, i) => news.search(at(SEARCH_TERMS, i), { page: 1, size: 12 }),
  },
  {
    name: 'advanced',
    requests: ADVANCED.map((a) => ({
      method: 'POST',
      path: `${NEWS}/advanced-search`,
      body: JSON.stringify({ ...a, page: 1, size: 12 }),
      headers: CLIENT_HEADERS,
    })),
    direct: (news, i) => news.advanced({ ...at(ADVANCED, i), page: 1, size: 12 }),
  },
  {
    name: 'category',
    requests: CATEGORY_NAMES.map((c) => ({ method: 'GET', path: `${NEWS}/category/${c}?page=1&size=10` })),
    direct: (news, i) => news.byCategory(at(CATEGORY_NAMES, i), { page: 1, size: 10 }),
  },
];
