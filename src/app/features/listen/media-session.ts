// Lock-screen and headset controls for the playlist (Media Session API), where the browser has it.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { APP_NAME } from '#shared/constants.ts';
import type { Playlist, Track } from '#app/lib/speech/playlist.ts';

const ARTWORK = [
  { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
];
const SKIP_SECONDS = 10;

const session = (): MediaSession | null =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

/** The lock screen's title, source and album of the track playing, in the interface's language. */
export function showTrack(i18n: I18n, track: Track | undefined, playing: boolean, player: Playlist): void {
  const ms = session();
  if (!ms || !track) return;
  ms.metadata = new MediaMetadata({
    title: track.title,
    artist: track.source || APP_NAME,
    album: i18n._(msg`My bookmarks · ${APP_NAME}`),
    artwork: ARTWORK,
  });
  ms.playbackState = playing ? 'playing' : 'paused';
  const { position, duration } = player.position();
  try {
    if (duration > 0)
      ms.setPositionState({ duration, position: Math.min(position, duration), playbackRate: player.state().rate });
  } catch {
    // Some browsers reject position updates they cannot show; the controls still work.
  }
}

/** Wire play, pause, next, previous and seeking to the player; returns the unwiring. */
export function bindControls(player: Playlist): () => void {
  const ms = session();
  if (!ms) return () => undefined;
  const here = () => player.position().position;
  const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
    ['play', () => player.play()],
    ['pause', () => player.pause()],
    ['nexttrack', () => player.next()],
    ['previoustrack', () => player.previous()],
    ['seekforward', (d) => player.seekSeconds(here() + (d.seekOffset ?? SKIP_SECONDS))],
    ['seekbackward', (d) => player.seekSeconds(Math.max(0, here() - (d.seekOffset ?? SKIP_SECONDS)))],
    ['seekto', (d) => player.seekSeconds(d.seekTime ?? 0)],
    ['stop', () => player.pause()],
  ];
  for (const [action, fn] of handlers) {
    try {
      ms.setActionHandler(action, fn);
    } catch {
      // An action this browser does not know.
    }
  }
  return () => {
    for (const [action] of handlers) {
      try {
        ms.setActionHandler(action, null);
      } catch {
        // As above.
      }
    }
    ms.metadata = null;
    ms.playbackState = 'none';
  };
}
