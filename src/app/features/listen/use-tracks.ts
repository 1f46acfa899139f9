import { useEffect, useState } from 'react';
import type { QueuedArticle } from '#offline/listening.ts';
import { streamAddress } from '#app/lib/audio-source.ts';
import { browserOffline } from '#app/lib/network.ts';
import { keptAudio } from '#app/lib/offline-store.ts';
import type { Track } from '#app/lib/speech/playlist.ts';

/**
 * The playlist's tracks: an article with original audio plays its copy kept on this device
 * (an object URL, freed when the tracks change), else streams it while online (the playlist
 * is members' bookmarks, so an http: file comes through this site's copy); with no network and
 * no copy it is read aloud. Null while the kept copies are being read.
 */
export function useTracks(queue: readonly QueuedArticle[]): Track[] | null {
  const [tracks, setTracks] = useState<Track[] | null>(null);
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void Promise.all(
      queue.map(async (q): Promise<Track> => {
        const base = { url: q.url, title: q.title, source: q.source, text: q.text, language: q.language };
        if (!q.audio) return base;
        if (q.audio.kept) {
          const row = await keptAudio(q.url).catch(() => undefined);
          if (row) {
            const audio = URL.createObjectURL(row.blob);
            made.push(audio);
            return { ...base, audio };
          }
        }
        const stream = browserOffline() ? null : streamAddress(q.url, q.audio.src, true);
        return stream ? { ...base, audio: stream } : base;
      }),
    ).then((t) => {
      if (live) setTracks(t);
    });
    return () => {
      live = false;
      for (const u of made) URL.revokeObjectURL(u);
    };
  }, [queue]);
  return tracks;
}
