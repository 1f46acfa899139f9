import { API } from '#shared/api-paths.ts';
import type { ArticleAudio } from '#shared/schemas/news.ts';
import { send } from '#app/lib/http.ts';
import { toApiError } from '#app/lib/api-error.ts';

export type AudioCopy = { blob: Blob; type: string };

/**
 * GET the same-origin copy of one of a saved article's audio files (members), reporting the
 * share downloaded (0–1, or null while the size is unknown). The server refuses a file over
 * the limit (413) and cuts one that turns out larger, so a copy that arrives is within it;
 * `maxBytes` checks again for a server that did not say.
 */
export async function getAudioCopy(
  articleUrl: string,
  file: ArticleAudio,
  maxBytes: number,
  onProgress: (share: number | null) => void,
): Promise<AudioCopy> {
  try {
    const res = await send(API.news.audio, {
      searchParams: { url: articleUrl, src: file.url },
      // Tens of megabytes on a phone's line: the body may take minutes; the server has its own limits.
      timeout: false,
      onDownloadProgress: (p) =>
        onProgress(
          p.totalBytes > 0
            ? p.transferredBytes / p.totalBytes
            : file.length
              ? Math.min(1, p.transferredBytes / file.length)
              : null,
        ),
    });
    const blob = await res.blob();
    if (blob.size === 0 || blob.size > maxBytes) throw new Error(`audio copy of ${blob.size} bytes`);
    return { blob, type: blob.type || file.type };
  } catch (e) {
    throw await toApiError(e);
  }
}
