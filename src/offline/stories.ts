// The stories of saved articles, kept on this device so that a saved article's full coverage
// (every source's report of the same event) opens offline, as the article itself does.
import type { StoryPage } from '#shared/schemas/news.ts';
import type { KeptStory, OfflineDb } from './db';
import { fetchStory, type FetchFn } from './transport';

/** A kept story older than this is fetched again when the saved articles' stories are filled. */
export const STORY_REFRESH_MS = 6 * 60 * 60 * 1000;
/** At most this many stories are fetched per fill. */
export const STORY_FILL_LIMIT = 50;

export const getKeptStory = (db: OfflineDb, id: number): Promise<KeptStory | undefined> => db.stories.get(id);

/**
 * A newer first page of a story the reader just read online replaces the kept one; a story
 * no saved article belongs to is not kept.
 */
export async function refreshKeptStory(db: OfflineDb, story: StoryPage, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.stories], async () => {
    if (await db.stories.get(story.id)) await db.stories.put({ id: story.id, story, storedAt: now });
  });
}

/** The stories saved articles belong to (as their kept copies say), those told by more than one report. */
export async function savedStoryIds(db: OfflineDb): Promise<Set<number>> {
  const saved = await db.bookmarks.toCollection().primaryKeys();
  const rows = await db.articles.bulkGet(saved);
  const ids = new Set<number>();
  for (const row of rows) {
    const story = row?.article.story;
    if (story && story.size > 1) ids.add(story.id);
  }
  return ids;
}

/**
 * Keep the first page (`size` reports) of every saved article's story: fetch those not kept
 * or kept longer than STORY_REFRESH_MS, and forget those no saved article belongs to any more.
 * A story that fails to arrive is tried again on the next fill.
 */
export async function fillSavedStories(
  db: OfflineDb,
  size: number,
  fetchFn: FetchFn = (i, init) => fetch(i, init),
  origin = '',
  now = () => Date.now(),
): Promise<void> {
  const wanted = await savedStoryIds(db);
  const kept = await db.stories.toArray();
  const gone = kept.filter((k) => !wanted.has(k.id)).map((k) => k.id);
  if (gone.length) await db.stories.bulkDelete(gone);
  const fresh = new Set(kept.filter((k) => now() - k.storedAt < STORY_REFRESH_MS).map((k) => k.id));
  for (const id of [...wanted].filter((i) => !fresh.has(i)).slice(0, STORY_FILL_LIMIT)) {
    try {
      const story = await fetchStory(id, size, fetchFn, origin);
      // Kept only if a saved article still belongs to it (the reader may have removed it meanwhile).
      await db.transaction('rw', [db.stories, db.bookmarks, db.articles], async () => {
        if ((await savedStoryIds(db)).has(id)) await db.stories.put({ id, story, storedAt: now() });
      });
    } catch (e) {
      console.warn('Could not fetch the story of a saved article for offline reading', e);
    }
  }
}
