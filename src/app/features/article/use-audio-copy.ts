import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { ArticleAudio } from '#shared/schemas/news.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { readerText } from '#app/lib/reader-messages.ts';
import { getAudioCopy } from './api/get-audio-copy';
import { audioTexts } from './audio-texts';

// The article screen is a visitor's too: the offline store (with Dexie) loads only when used.
const offlineStore = () => import('#app/lib/offline-store.ts');

export type KeptCopy = { src: string; bytes: number; objectUrl: string };

export type AudioCopyState = {
  /** The copy on this device, playable from `objectUrl` with no network. */
  kept: KeptCopy | null;
  /** Downloading: the share done (null while the size is unknown). */
  progress: number | null | undefined;
  error: string | null;
  keep: () => void;
  forget: () => void;
};

const asCopy = (row: { src: string; bytes: number; blob: Blob }): KeptCopy => ({
  src: row.src,
  bytes: row.bytes,
  objectUrl: URL.createObjectURL(row.blob),
});

/**
 * A saved article's audio kept on this device: whether it is, keeping it (download through
 * this site's copy, then IndexedDB) and removing it. Object URLs are freed when the copy
 * changes or the screen goes.
 */
export function useAudioCopy(
  articleUrl: string,
  file: ArticleAudio | undefined,
  maxBytes: number | undefined,
): AudioCopyState {
  const [kept, setKept] = useState<KeptCopy | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const { i18n } = useLingui();

  useEffect(() => {
    if (!file) return undefined;
    let live = true;
    void offlineStore()
      .then((s) => s.keptAudio(articleUrl))
      .then((row) => {
        if (live && row) setKept(asCopy(row));
      })
      .catch((e: unknown) => console.warn('Could not read the audio kept on this device', e));
    return () => {
      live = false;
    };
  }, [articleUrl, file]);

  useEffect(() => (kept ? () => URL.revokeObjectURL(kept.objectUrl) : undefined), [kept]);

  const keep = useCallback(() => {
    if (!file || !maxBytes) return;
    setError(null);
    setProgress(0);
    void (async () => {
      try {
        const copy = await getAudioCopy(articleUrl, file, maxBytes, setProgress);
        const store = await offlineStore();
        const stored = await store.keepAudioCopy({ url: articleUrl, src: file.url, type: copy.type, blob: copy.blob });
        if (stored) setKept({ src: file.url, bytes: copy.blob.size, objectUrl: URL.createObjectURL(copy.blob) });
      } catch (e) {
        const failed = audioTexts(i18n).failed;
        setError(isApiError(e) && e.status >= 400 ? `${failed} ${readerText(e.message)}` : failed);
      } finally {
        setProgress(undefined);
      }
    })();
  }, [articleUrl, file, maxBytes, i18n]);

  const forget = useCallback(() => {
    void offlineStore()
      .then((s) => s.forgetAudioCopy(articleUrl))
      .then(() => setKept(null))
      .catch((e: unknown) => console.warn('Could not remove the kept audio', e));
  }, [articleUrl]);

  return { kept, progress, error, keep, forget };
}
