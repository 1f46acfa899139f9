import { API } from '#shared/api-paths.ts';
import { all, MEMBERS, N, q, SIGNED_IN, U, type Row } from './authz-roles';

/** A browser's subscription as PushSubscription.toJSON() gives it (keys from RFC 8291's example). */
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://push.example.net/push/authz',
  expirationTime: null,
  keys: {
    p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  },
};

/** News, link previews, the watch list, bookmarks and notes, the audio copy, alerts. */
export const NEWS_ROWS: readonly Row[] = [
  // News
  { route: `GET ${N.latest}`, expect: all('ok'), call: () => ({ method: 'GET', url: N.latest }) },
  { route: `GET ${N.today}`, expect: all('ok'), call: () => ({ method: 'GET', url: N.today }) },
  { route: `GET ${N.search}`, expect: all('ok'), call: () => ({ method: 'GET', url: `${N.search}?q=story` }) },
  {
    route: `POST ${N.advancedSearch}`,
    expect: all('ok'),
    call: () => ({ method: 'POST', url: N.advancedSearch, payload: { primary: 'story' } }),
  },
  {
    route: `GET ${N.bySource}`,
    expect: all('ok'),
    call: () => ({ method: 'GET', url: `${N.bySource}?source=Fixture%20Wire` }),
  },
  {
    route: `GET ${N.category}/:category`,
    expect: all('ok'),
    call: () => ({ method: 'GET', url: `${N.category}/India` }),
  },
  {
    route: `GET ${N.publicArticle}`,
    expect: all('ok'),
    call: (c) => ({ method: 'GET', url: `${N.publicArticle}?url=${q(c.article)}` }),
  },
  {
    // Public: a story's articles, nothing of its readers.
    route: `GET ${N.story}/:id`,
    expect: all('ok'),
    call: async (c) => {
      const article = (await c.app.inject(`${N.publicArticle}?url=${q(c.article)}`)).json<{ story: { id: number } }>();
      return { method: 'GET', url: `${N.story}/${article.story.id}?page=1&size=5` };
    },
  },
  // Public: link previews' pictures, drawn from stored articles and stories only.
  {
    route: `GET ${N.previewArticle}`,
    expect: all('ok'),
    call: (c) => ({ method: 'GET', url: `${N.previewArticle}?url=${q(c.article)}` }),
  },
  {
    route: `GET ${N.previewStory}/:id`,
    expect: all('ok'),
    call: async (c) => {
      const article = (await c.app.inject(`${N.publicArticle}?url=${q(c.article)}`)).json<{ story: { id: number } }>();
      return { method: 'GET', url: `${N.previewStory}/${article.story.id}.png` };
    },
  },
  { route: `GET ${N.previewSite}`, expect: all('ok'), call: () => ({ method: 'GET', url: N.previewSite }) },
  { route: `GET ${N.categories}`, expect: all('ok'), call: () => ({ method: 'GET', url: N.categories }) },
  { route: `GET ${N.sources}`, expect: all('ok'), call: () => ({ method: 'GET', url: N.sources }) },
  { route: `GET ${N.languages}`, expect: all('ok'), call: () => ({ method: 'GET', url: N.languages }) },
  {
    route: `GET ${N.article}`,
    expect: SIGNED_IN,
    call: (c) => ({ method: 'GET', url: `${N.article}?url=${q(c.article)}` }),
  },
  {
    route: `GET ${N.article}/:type`,
    expect: MEMBERS,
    call: (c) => ({ method: 'GET', url: `${N.article}/bias?url=${q(c.article)}` }),
  },

  // Watch list (each caller's own)
  { route: `GET ${U.watchlist}`, expect: SIGNED_IN, call: () => ({ method: 'GET', url: U.watchlist }) },
  { route: `GET ${N.watchlist}`, expect: SIGNED_IN, call: () => ({ method: 'GET', url: N.watchlist }) },
  {
    route: `PUT ${U.watchlist}`,
    expect: SIGNED_IN,
    call: () => ({ method: 'PUT', url: U.watchlist, payload: { terms: ['cricket'] } }),
  },

  // Bookmarks and notes: the member's bookmark; another member sees and changes none of it
  { route: `GET ${N.bookmark}`, expect: MEMBERS, call: () => ({ method: 'GET', url: `${N.bookmark}?withNotes=true` }) },
  {
    route: `GET ${N.bookmarkNote}`,
    expect: [401, 403, 404, 'ok', 403],
    call: (c) => ({ method: 'GET', url: `${N.bookmarkNote}?url=${q(c.bookmarked)}` }),
  },
  {
    route: `PUT ${N.bookmarkNote}`,
    expect: [401, 403, 404, 'ok', 403],
    call: (c) => ({ method: 'PUT', url: `${N.bookmarkNote}?url=${q(c.bookmarked)}`, payload: { note: 'overwritten' } }),
  },
  // The audio copy: members only; the demo article has no audio, so a member gets 404 (the
  // copy itself is tested in news-bylines-audio.test.ts).
  {
    route: `GET ${N.audio}`,
    expect: [401, 403, 404, 404, 403],
    call: (c) => ({ method: 'GET', url: `${N.audio}?url=${q(c.article)}&src=${q('https://audio.example/a.mp3')}` }),
  },
  {
    route: `POST ${N.bookmark}`,
    expect: MEMBERS,
    call: (c) => ({ method: 'POST', url: N.bookmark, payload: { title: 'Saved', url: c.article } }),
  },
  {
    route: `DELETE ${N.bookmark}`,
    expect: MEMBERS,
    call: (c) => ({ method: 'DELETE', url: `${N.bookmark}?url=${q(c.article)}` }),
  },

  // Alerts: off in this suite's configuration (no VAPID keys), so the key and the calls that
  // need it answer 404 to whoever may call them; each member's devices and settings are their own.
  { route: `GET ${API.push.key}`, expect: all(404), call: () => ({ method: 'GET', url: API.push.key }) },
  {
    route: `POST ${API.push.subscription}`,
    expect: [401, 403, 404, 404, 403],
    call: () => ({ method: 'POST', url: API.push.subscription, payload: PUSH_SUBSCRIPTION }),
  },
  {
    route: `GET ${API.push.subscription}`,
    expect: MEMBERS,
    call: () => ({ method: 'GET', url: API.push.subscription }),
  },
  {
    route: `DELETE ${API.push.subscription}`,
    expect: MEMBERS,
    call: () => ({ method: 'DELETE', url: `${API.push.subscription}?endpoint=${q(PUSH_SUBSCRIPTION.endpoint)}` }),
  },
  { route: `GET ${API.push.settings}`, expect: MEMBERS, call: () => ({ method: 'GET', url: API.push.settings }) },
  {
    route: `PUT ${API.push.settings}`,
    expect: MEMBERS,
    call: () => ({
      method: 'PUT',
      url: API.push.settings,
      payload: { mode: 'instant', digestTimes: ['08:00'], quietHours: null, dailyCap: 5, terms: [] },
    }),
  },
  {
    route: `POST ${API.push.test}`,
    expect: [401, 403, 404, 404, 403],
    call: () => ({ method: 'POST', url: API.push.test, payload: { endpoint: PUSH_SUBSCRIPTION.endpoint } }),
  },
];
