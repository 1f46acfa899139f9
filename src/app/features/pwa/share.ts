// What another app shared with Khabar (the manifest's share target): apps put the link in
// `url`, or inside `text` (Android often does), with or without a title.
import type { ShareAddress } from '#shared/schemas/addresses.ts';

const LINK = /https?:\/\/[^\s<>"']+/i;

function asHttpUrl(s: string | undefined): string | null {
  const m = s ? LINK.exec(s) : null;
  if (!m) return null;
  try {
    const u = new URL(m[0].replace(/[).,;!?]+$/, ''));
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** The shared link and a title for it (the shared title, else the text without the link, else the host). */
export function sharedLink(s: ShareAddress): { url: string; title: string } | null {
  const url = asHttpUrl(s.url) ?? asHttpUrl(s.text) ?? asHttpUrl(s.title);
  if (!url) return null;
  const fromText = s.text?.replace(LINK, '').trim();
  const title = s.title?.trim() || fromText || new URL(url).host;
  return { url, title: title.slice(0, 500) };
}
