import { parseHTML } from 'linkedom';

// Query parameters that only track the reader; the same story with and without them is one URL.
const TRACKING = new Set([
  'fbclid', 'gclid', 'dclid', 'gbraid', 'wbraid', 'msclkid', 'yclid', 'twclid', 'igshid',
  'mc_cid', 'mc_eid', 'mkt_tok', '_ga', '_gl', 'ref_src', 'ref_url', 'cmpid', 'ocid', 'ncid',
  'sr_share', 'spm', 'at_medium', 'at_campaign', 'at_custom1', 'at_custom2', 'at_custom3', 'at_custom4',
  '__twitter_impression', 'ito', 'pk_campaign', 'pk_kwd', 'pk_source', 'pk_medium', 'vero_id', 's_kwcid',
]);

/** The canonical form of an article URL, or null when it is not an http(s) URL. */
export function canonicalUrl(raw: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  for (const name of [...url.searchParams.keys()]) {
    const n = name.toLowerCase();
    if (n.startsWith('utm_') || n.startsWith('hsa_') || TRACKING.has(n)) url.searchParams.delete(name);
  }
  if ([...url.searchParams.keys()].length === 0) url.search = '';
  return url.href; // WHATWG URL already lower-cases the host and drops the default port
}

/** The key that identifies an item across feeds: GUIDs that are URLs or URIs are global. */
export function guidKey(guid: string | null, feedUrl: string): string | null {
  const g = guid?.trim();
  if (!g) return null;
  if (/^https?:\/\//i.test(g)) {
    const c = canonicalUrl(g);
    return c ? `url:${c}` : null;
  }
  // tag:, urn: and similar are meant to be unique; a bare "1234" only within its feed's host.
  if (/^[a-z][a-z0-9+.-]*:/i.test(g)) return `guid:${g}`;
  return `guid:${new URL(feedUrl).host}:${g}`;
}

/** Safe plain text from feed HTML: no markup, no scripts, whitespace collapsed, bounded. */
export function plainText(html: string, max = 600): string {
  let text = html ?? '';
  // Some feeds escape their HTML twice (Reddit): what comes out of one pass is markup again.
  for (let pass = 0; pass < 2 && /[<&]/.test(text); pass++) {
    if (pass === 1 && !/<[a-z!/][^>]*>/i.test(text)) break;
    text = htmlToText(text);
  }
  return truncate(text.replace(/\s+/g, ' ').trim(), max);
}

function htmlToText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  for (const el of document.querySelectorAll('script,style,noscript,template,iframe')) el.remove();
  // Block elements end a sentence; keep a space between them when the tags go.
  for (const el of document.querySelectorAll('p,div,br,li,h1,h2,h3,h4,h5,h6,tr')) el.after(' ');
  return document.body.textContent ?? '';
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Published date: the item's, else its update date, else when we saw it; never in the future. */
export function publishedDate(published: Date | null, updated: Date | null, fetchedAt: Date): Date {
  const d = published ?? updated ?? fetchedAt;
  return d.getTime() > fetchedAt.getTime() ? fetchedAt : d;
}
