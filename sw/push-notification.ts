import type { PushPayload } from '#shared/schemas/push.ts';

/** Languages written right to left among those Khabar's sources publish in. */
const RTL = new Set(['ur', 'sd', 'ks', 'ar', 'fa', 'he']);

export const UNWATCH_ACTION = 'unwatch';

/** The notification's data: what a tap needs. */
export type NotificationData = { url: string; term: string | null; storyId: number };

/**
 * What the service worker shows for an alert: the headline, the source and the story's
 * sources count, Khabar's icon, the story as the `tag` (a later source of the story replaces the
 * notification instead of adding one), the article's language and direction, and "Unwatch"
 * when a watch-list term brought it.
 */
export function notificationOf(p: PushPayload): {
  title: string;
  options: NotificationOptions & { actions?: { action: string; title: string }[]; renotify?: boolean };
} {
  const data: NotificationData = { url: p.url, term: p.term ?? null, storyId: p.storyId };
  return {
    title: p.title,
    options: {
      // The server's words, in the member's language; in English for a push sent without them.
      body: p.display?.body ?? (p.sources > 1 ? `${p.body} · ${p.sources} sources` : p.body),
      icon: '/icons/pwa-192x192.png',
      badge: '/icons/maskable-192x192.png',
      tag: p.storyId ? `story-${p.storyId}` : 'khabar-test',
      // An update of the story's notification (another source) comes without a new sound.
      renotify: false,
      lang: p.language,
      dir: RTL.has(p.language) ? 'rtl' : 'ltr',
      data,
      ...(p.term ? { actions: [{ action: UNWATCH_ACTION, title: p.display?.unwatch ?? `Unwatch “${p.term}”` }] } : {}),
    },
  };
}

/** The watch list without `term` (compared ignoring case, as the list keeps terms). */
export const withoutTerm = (terms: string[], term: string) =>
  terms.filter((t) => t.toLowerCase() !== term.toLowerCase());
