// Every API path (docs/product.md, "API contract") in one place, used by routes and fetchers alike.
import { PRODUCT } from './constants';

const NEWS_PUBLIC = '/api/elasticsearch/public/newssearchitem';
const NEWS_GLOBAL = '/api/elasticsearch/global/newssearchitem';
const PREVIEW = '/api/elasticsearch/public/preview';

export const API = {
  health: '/api/health',
  /** Readiness: 503 while the server cannot serve ordinary requests (docs/operations.md). */
  ready: '/api/health/ready',
  /** Public site settings (contact e-mail, WhatsApp) that are server configuration. */
  site: '/api/public/site',
  news: {
    latest: `${NEWS_PUBLIC}/latest`,
    today: `${NEWS_PUBLIC}/today`,
    search: `${NEWS_PUBLIC}/search`,
    advancedSearch: `${NEWS_PUBLIC}/advanced-search`,
    bySource: `${NEWS_PUBLIC}/searchbysource`,
    category: `${NEWS_PUBLIC}/category`, // + /{category}
    publicArticle: `${NEWS_PUBLIC}/article`,
    categories: `${NEWS_PUBLIC}/categories`,
    /** GET /{id}?page&size — one story: every source's article about one event. */
    story: '/api/elasticsearch/public/story',
    sources: `${NEWS_PUBLIC}/sources`,
    /** GET — every language Khabar knows, by its English and its own name, with its article count. */
    languages: `${NEWS_PUBLIC}/languages`,
    /** Link previews' pictures (PNG, 1200×630): GET ?url for an article, /{id}.png for a story, the site's. */
    previewArticle: `${PREVIEW}/article.png`,
    previewStory: `${PREVIEW}/story`, // + /{id}.png
    previewSite: `${PREVIEW}/site.png`,
    watchlist: `${NEWS_GLOBAL}/searchbywathlist`, // sic: the real path is misspelt
    article: `${NEWS_GLOBAL}/article`, // + optional /{type} (members: AI analysis, AI_KINDS)
    /** Members: POST {title,url}, GET ?page&size&q&sort&withNotes, DELETE ?url&keepNote. */
    bookmark: `${NEWS_GLOBAL}/bookmark`,
    /** Members: GET, PUT {note} ?url — the personal note of a bookmarked article. */
    bookmarkNote: `${NEWS_GLOBAL}/bookmark/note`,
    /** Members: GET ?url&src — a same-origin copy of a story's audio file, to keep offline. */
    audio: `${NEWS_GLOBAL}/audio`,
  },
  user: {
    base: `/api/${PRODUCT}`,
    me: `/api/${PRODUCT}/auth/me`,
    social: `/api/${PRODUCT}/auth/social`,
    demoToken: `/api/${PRODUCT}/auth/demo/token`,
    logout: `/api/${PRODUCT}/auth/logout`,
    watchlist: `/api/${PRODUCT}/operation/user/watchlist`,
    providers: `/api/${PRODUCT}/auth/providers`,
    user: `/api/${PRODUCT}/operation/user`, // + /{username}
    update: `/api/${PRODUCT}/operation/user/update`,
    addPhotos: `/api/${PRODUCT}/operation/addphototoalbum/username`, // + /{username}
    removePhoto: `/api/${PRODUCT}/operation/remove/photo`, // + /{id} (GET, as the published API has it)
    photo: `/api/${PRODUCT}/operation/photo`, // + /{id} (DELETE)
    profileImage: `/api/${PRODUCT}/operation/profileimage`, // + /{id}
    removeUser: `/api/${PRODUCT}/operation/removeuser`,
    roles: `/api/${PRODUCT}/operation/username`, // + /{username}/update?roles=
    managementList: `/api/${PRODUCT}/management/user/get/type`, // + /{type}/status/{status}/
    publicSearch: `/api/${PRODUCT}/operation/public/user/get/searchtext`, // + /{text}/status/{status}/
    devSms: `/api/${PRODUCT}/dev/sms/latest`,
  },
  otp: {
    send: `/api/otp/${PRODUCT}/send/sms`,
    verify: `/api/otp/${PRODUCT}/verify/sms`, // + /{otp}
  },
  management: {
    ingestFeeds: `/api/${PRODUCT}/management/ingest/feeds`,
  },
  payment: {
    base: `/api/payment/${PRODUCT}`,
    balance: `/api/payment/${PRODUCT}/balance`,
    order: `/api/payment/${PRODUCT}/order`, // POST create, PUT confirm
    buySubscription: `/api/payment/${PRODUCT}/buySubscription`,
    updateSubscription: `/api/payment/${PRODUCT}/updateSubscription`,
    orders: `/api/payment/${PRODUCT}/order/user/all`,
    invoice: `/api/payment/${PRODUCT}/invoice/order`, // + /{orderId}, + /{orderId}/regenerate, + /{orderId}/credit-note
    webhook: `/api/payment/${PRODUCT}/webhook`,
    /** The built-in sandbox provider: Orders API under /v1, checkout.js, the test payment sheet. */
    sandbox: `/api/payment/${PRODUCT}/sandbox`,
  },
  /** Alerts through Web Push (members, except the public key). */
  push: {
    key: `/api/${PRODUCT}/push/key`,
    /** POST the browser's PushSubscription JSON, GET this member's devices, DELETE ?endpoint=. */
    subscription: `/api/${PRODUCT}/push/subscription`,
    settings: `/api/${PRODUCT}/push/settings`,
    /** POST {endpoint}: a test notification to this device. */
    test: `/api/${PRODUCT}/push/test`,
  },
  membership: {
    base: `/api/membership/${PRODUCT}`,
    balance: `/api/membership/${PRODUCT}/subscriptionbalance`,
    add: `/api/membership/${PRODUCT}/add`,
    all: `/api/membership/${PRODUCT}/get/all`,
  },
} as const;
