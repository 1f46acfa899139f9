import { isTag, type Element } from 'domhandler';
import { absoluteWebUrl } from '#shared/web-url.ts';

export type FeedImage = { url: string; width: number | null; height: number | null };
/** A file an item carries (RSS enclosure, Atom rel=enclosure, Media RSS audio or video). */
export type FeedEnclosure = {
  url: string;
  /** The MIME type as the feed wrote it, lower-cased; '' when it wrote none. */
  type: string;
  /** Bytes, when the feed gave a positive whole number. */
  length: number | null;
  /** By the type, else Media RSS's medium, else the file's extension (mediaKind). */
  kind: 'audio' | 'video' | 'image' | null;
};

/** What the media readers need of the feed parser's element reader. */
export type ElementReader = {
  key(e: Element): string;
  attr(e: Element, name: string): string | undefined;
};

const IMAGE_EXT = /\.(jpe?g|png|gif|webp|avif)(\?|$)/i;
const AUDIO_EXT = /\.(mp3|m4a|aac|oga|ogg|opus|wav|flac)(\?|$)/i;
const VIDEO_EXT = /\.(mp4|m4v|webm|mov)(\?|$)/i;
const MAX_URL = 2048;

function dimension(v: string | undefined): number | null {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n < 20_000 ? n : null;
}

function byteLength(v: string | undefined): number | null {
  const n = Number(v?.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** What an enclosure is: by its MIME type, else Media RSS's medium, else the file's extension. */
export function mediaKind(type: string, url: string, medium = ''): 'audio' | 'video' | 'image' | null {
  const t = type.toLowerCase();
  for (const kind of ['audio', 'video', 'image'] as const) if (t.startsWith(`${kind}/`)) return kind;
  if (t && t !== 'application/octet-stream' && t !== 'binary/octet-stream') return null;
  const m = medium.toLowerCase();
  if (m === 'audio' || m === 'video' || m === 'image') return m;
  const path = url.replace(/#.*$/, '');
  return AUDIO_EXT.test(path) ? 'audio' : VIDEO_EXT.test(path) ? 'video' : IMAGE_EXT.test(path) ? 'image' : null;
}

const isEnclosureLink = (x: ElementReader, c: Element) =>
  x.key(c) === 'link' && x.attr(c, 'rel')?.trim().toLowerCase() === 'enclosure';

/**
 * Every enclosure, in document order: RSS `<enclosure>` and Atom `rel=enclosure` links, whatever
 * their type (images too), then Media RSS audio and video (`media:content`, also in a
 * `media:group`) that no enclosure already names. One entry per URL.
 */
export function enclosuresOf(x: ElementReader, e: Element, base: string): FeedEnclosure[] {
  const out: FeedEnclosure[] = [];
  const add = (raw: string | undefined, rawType: string | undefined, length: string | undefined, medium?: string) => {
    const url = raw?.trim() ? absoluteWebUrl(raw.trim(), base) : null;
    if (!url || url.length > MAX_URL || out.some((o) => o.url === url)) return;
    const type = (rawType ?? '').trim().toLowerCase().slice(0, 100);
    out.push({ url, type, length: byteLength(length), kind: mediaKind(type, url, medium) });
  };
  for (const c of e.children) {
    if (!isTag(c)) continue;
    if (x.key(c) === 'enclosure') add(x.attr(c, 'url') ?? x.attr(c, 'href'), x.attr(c, 'type'), x.attr(c, 'length'));
    else if (isEnclosureLink(x, c)) add(x.attr(c, 'href'), x.attr(c, 'type'), x.attr(c, 'length'));
  }
  const media = (el: Element, depth: number) => {
    for (const c of el.children) {
      if (!isTag(c)) continue;
      const k = x.key(c);
      if (k === 'media:group' && depth < 2) media(c, depth + 1);
      if (k !== 'media:content') continue;
      const [url, type, medium] = [x.attr(c, 'url') ?? '', x.attr(c, 'type'), x.attr(c, 'medium')];
      const kind = mediaKind(type ?? '', url, medium);
      if (kind === 'audio' || kind === 'video') add(url, type, x.attr(c, 'filesize'), medium);
    }
  };
  media(e, 0);
  return out;
}

/** Media RSS image (largest media:content image, else thumbnail), else an image enclosure, else itunes:image. */
export function imageOf(x: ElementReader, e: Element, base: string): FeedImage | null {
  const found: (FeedImage & { rank: number })[] = [];
  const push = (el: Element, raw: string, rank: number) => {
    const url = raw.trim() ? absoluteWebUrl(raw.trim(), base) : null;
    if (!url || url.length > MAX_URL) return;
    found.push({ url, width: dimension(x.attr(el, 'width')), height: dimension(x.attr(el, 'height')), rank });
  };
  const visit = (el: Element, depth: number) => {
    for (const c of el.children) {
      if (!isTag(c)) continue;
      const k = x.key(c);
      if (k === 'media:group' && depth < 2) visit(c, depth + 1);
      if (k === 'media:content') {
        const medium = (x.attr(c, 'medium') ?? '').toLowerCase();
        const type = (x.attr(c, 'type') ?? '').toLowerCase();
        const url = x.attr(c, 'url') ?? '';
        const isImage = medium === 'image' || type.startsWith('image/') || (!medium && !type && IMAGE_EXT.test(url));
        if (isImage) push(c, url, 0);
        if (depth < 2) visit(c, depth + 1); // a video's media:thumbnail
      } else if (k === 'media:thumbnail') {
        push(c, x.attr(c, 'url') ?? '', 1);
      } else if (k === 'enclosure' || isEnclosureLink(x, c)) {
        const type = (x.attr(c, 'type') ?? '').toLowerCase();
        const url = x.attr(c, 'url') ?? x.attr(c, 'href') ?? '';
        if (type.startsWith('image/') || (!type && IMAGE_EXT.test(url))) push(c, url, 2);
      } else if (k === 'itunes:image') {
        push(c, x.attr(c, 'href') ?? '', 3);
      }
    }
  };
  visit(e, 0);
  found.sort((a, b) => a.rank - b.rank || (b.width ?? 0) - (a.width ?? 0));
  const best = found[0];
  return best ? { url: best.url, width: best.width, height: best.height } : null;
}
