import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { PAGING } from '#shared/constants.ts';
import { storyPageSchema, type StoryPage } from '#shared/schemas/news.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { requestJson } from '#app/lib/http.ts';
import { browserOffline, isNetworkFailure } from '#app/lib/network.ts';

// A visitor opens this screen first: the offline store (with Dexie) loads only when it is read.
const offlineStore = () => import('#app/lib/offline-store.ts');

/** A story as shown: `offlineCopy` when it comes from this device's store, not the server. */
export type ReadStory = StoryPage & { offlineCopy?: boolean };

/** No network and no copy of the story on this device (only saved articles' stories are kept). */
export class StoryNotKept extends Error {
  constructor() {
    // For the console only: the screen shows its own words for this case.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    super('This story is not kept on this device');
    this.name = 'StoryNotKept';
  }
}

// The copy kept with a saved article (its first page only), or "not kept".
async function keptOr(id: number, page: number): Promise<ReadStory> {
  const row =
    page === 1 && typeof window !== 'undefined'
      ? await offlineStore()
          .then((store) => store.storedStory(id))
          .catch(() => undefined)
      : undefined;
  if (row) return { ...row.story, offlineCopy: true };
  throw new StoryNotKept();
}

/**
 * One page of a story, or null when the server knows no story of that id. With no network the
 * copy kept with a saved article answers (at once when the browser says it is offline).
 */
export async function getStory(id: number, page: number, size: number = PAGING.storySize): Promise<ReadStory | null> {
  if (browserOffline()) return keptOr(id, page);
  try {
    return await requestJson(storyPageSchema, `${API.news.story}/${id}`, { searchParams: { page, size } });
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    if (isNetworkFailure(e)) return keptOr(id, page);
    throw e;
  }
}

/** `id` null (an address holding no story id) asks nothing (skipToken). */
export const storyQueryOptions = (id: number | null, page: number) =>
  queryOptions({
    queryKey: ['story', id, page] as const,
    queryFn: id === null ? skipToken : () => getStory(id, page),
    staleTime: 60 * 1000,
    // The service worker keeps stories read before; try the request even when the browser says offline.
    networkMode: 'offlineFirst',
    retry: false,
  });

export const useStory = (id: number | null, page: number) => useQuery(storyQueryOptions(id, page));

/** A member's device keeps the stories of saved articles: the first page just read replaces a kept copy. */
export function refreshKeptStory(story: ReadStory): void {
  if (story.offlineCopy || story.content.length > PAGING.storySize) return;
  void offlineStore()
    .then((store) => store.refreshStory(story))
    .catch(() => undefined);
}
