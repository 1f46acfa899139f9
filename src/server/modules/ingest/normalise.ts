import { parseHTML } from 'linkedom';

// Query parameters that only track the reader; the same story with and without them is one URL.
const TRACKING = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  'mkt_tok',
  '_ga',
  '_gl',
  'ref_src',
  'ref_url',
  'cmpid',
  'ocid',
  'ncid',
  'sr_share',
  'spm',
  'at_medium',
  'at_campaign',
  'at_custom1',
  'at_custom2',
  'at_custom3',
  'at_custom4',
  '__twitter_impression',
  'ito',
  'pk_campaign',
  'pk_kwd',
  'pk_source',
  'pk_medium',
  'vero_id',
  's_kwcid',
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

/**
 * The key of an item's GUID (or Atom id). A GUID is only unique within the feed that wrote it
 * (two feeds' "1" are two stories), so the key is scoped to the feed's URL.
 */
export function guidKey(guid: string | null, feedUrl: string): string | null {
  const g = guid?.trim();
  if (!g) return null;
  return `guid:${feedUrl} ${g}`;
}

/** Safe plain text from feed HTML: no markup, no scripts, whitespace collapsed, bounded. */
export function plainText(html: string, max = 600): string {
  let text = html ?? '';
  // Some feeds escape their HTML twice (Reddit): what comes out of one pass is markup again.
  // Only real markup counts: text that mentions a tag ("the <video> tag") stays text.
  for (let pass = 0; pass < 2 && /[<&]/.test(text); pass++) {
    if (pass === 1 && !MARKUP.test(text)) break;
    text = htmlToText(text);
  }
  return truncate(text.replace(/\s+/g, ' ').trim(), max);
}

// Markup that only HTML writes: a closed element, a comment, a line break or a linked image.
const MARKUP =
  /<\/(p|div|span|a|b|i|em|strong|li|ul|ol|table|h[1-6]|blockquote|figure|script|style)\s*>|<!--|<br\s*\/?>|<img\s|<a\s+href/i;

/** One pass of HTML to the text a reader sees (plainText unescapes twice where needed). */
export function htmlToText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  for (const el of document.querySelectorAll('script,style,noscript,template')) el.remove();
  // A frame is not shown in text; what it holds is the fallback written for readers without
  // frames (and what a feed's stray `<iframe/>` swallowed), read as HTML in turn.
  for (const el of document.querySelectorAll('iframe')) el.replaceWith(` ${htmlToText(el.textContent ?? '')} `);
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
