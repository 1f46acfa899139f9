// Where the page may play a story's original audio from. The page's content policy lets media
// come from this site, blob: (a copy kept on the device) and https: addresses; an http:
// recording plays through this site's copy of it, which only members may ask for.
import { API } from '#shared/api-paths.ts';
import type { ArticleAudio } from '#shared/schemas/news.ts';

/** The same-origin copy of one of the article's audio files (members; also what is kept offline). */
export const audioCopyUrl = (articleUrl: string, src: string): string =>
  `${API.news.audio}?${new URLSearchParams({ url: articleUrl, src }).toString()}`;

/** The address to stream from, or null when this reader cannot play it here. */
export function streamAddress(articleUrl: string, src: string, member: boolean): string | null {
  if (src.startsWith('https:')) return src;
  if (src.startsWith('http:') && member) return audioCopyUrl(articleUrl, src);
  return null;
}

/** The file a player offers: the first one, as the feed lists the main recording first. */
export const mainAudio = (audio: readonly ArticleAudio[] | undefined): ArticleAudio | undefined => audio?.[0];

/** Whether a copy may be kept offline: its declared size (when the feed gave one) within the limit. */
export const fitsOffline = (file: ArticleAudio, maxBytes: number): boolean =>
  file.length === null || file.length <= maxBytes;

/** "4.2 MB", "800 KB": sizes as a reader compares them with free space. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(bytes >= 10 * 1024 * 1024 ? 0 : 1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "3:07", "1:02:45": a recording's position or length. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
