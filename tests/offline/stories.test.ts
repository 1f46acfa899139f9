import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeBookmark, saveBookmark } from '#offline/bookmarks.ts';
import { forgetUser } from '#offline/forget-user.ts';
import { createOfflineDb, type OfflineDb } from '#offline/db.ts';
import { fillSavedStories, getKeptStory, refreshKeptStory, STORY_REFRESH_MS } from '#offline/stories.ts';
import type { FetchFn } from '#offline/transport.ts';
import { API } from '#shared/api-paths.ts';
import type { Article, StoryPage } from '#shared/schemas/news.ts';

const article = (url: string, story?: Article['story']): Article => ({
  title: `Title ${url}`,
  url,
  summary: 'Summary',
  published: '2026-11-28T10:00:00+05:30',
  source: 'Deccan Ledger',
  category: 'India',
  author: '',
  language: 'en',
  entities: [],
  text: 'Full text.',
  bias: null,
  sentiment: null,
  missingAngles: null,
  explainLike15: null,
  ...(story ? { story } : {}),
});

const storyPage = (id: number, title = `Story ${id}`): StoryPage => ({
  id,
  title,
  firstSeen: '2026-11-28T09:00:00+05:30',
  lastSeen: '2026-11-28T11:00:00+05:30',
  sources: ['Deccan Ledger', 'Coastal Courier'],
  entities: [{ name: 'Kolkata', type: 'place' }],
  totalElements: 2,
  content: [],
});

/** A story server: answers GET API.news.story/{id} from `stories`, 404 otherwise; records the paths asked. */
function storyServer(stories: Map<number, StoryPage>) {
  const asked: string[] = [];
  const fetchFn: FetchFn = async (input) => {
    const url = new URL(input, 'http://khabar.test');
    asked.push(url.pathname + url.search);
    const id = Number(url.pathname.slice(API.news.story.length + 1));
    const s = stories.get(id);
    return s
      ? new Response(JSON.stringify(s), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ status: 404, error: 'Not Found', message: 'No such story' }), { status: 404 });
  };
  return { fetchFn, asked };
}

const A = 'https://example.com/a';
const B = 'https://example.com/b';
const C = 'https://example.com/c';

let db: OfflineDb;
let n = 0;
beforeEach(async () => {
  db = createOfflineDb(`stories-test-${n++}`);
  await db.open();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('stories of saved articles kept for offline reading', () => {
  it("keeps the first page of each saved article's story, once, and none for an article alone", async () => {
    const server = storyServer(new Map([[7, storyPage(7)]]));
    await saveBookmark(db, { url: A, title: 'A', article: article(A, { id: 7, size: 3, sources: 3 }) });
    await saveBookmark(db, { url: B, title: 'B', article: article(B, { id: 7, size: 3, sources: 3 }) });
    await saveBookmark(db, { url: C, title: 'C', article: article(C, { id: 9, size: 1, sources: 1 }) });
    await fillSavedStories(db, 20, server.fetchFn);
    expect((await getKeptStory(db, 7))?.story.title).toBe('Story 7');
    expect(await getKeptStory(db, 9)).toBeUndefined();
    expect(server.asked).toEqual([`${API.news.story}/7?page=1&size=20`]);
    // Kept and fresh: the next fill asks for nothing.
    await fillSavedStories(db, 20, server.fetchFn);
    expect(server.asked).toHaveLength(1);
  });

  it('fetches a kept story again once it is old, and forgets one no saved article belongs to', async () => {
    const stories = new Map([[7, storyPage(7)]]);
    const server = storyServer(stories);
    let clock = 1_000_000;
    await saveBookmark(db, { url: A, title: 'A', article: article(A, { id: 7, size: 2, sources: 2 }) });
    await fillSavedStories(db, 20, server.fetchFn, '', () => clock);
    stories.set(7, storyPage(7, 'Story 7, with a third report'));
    clock += STORY_REFRESH_MS + 1;
    await fillSavedStories(db, 20, server.fetchFn, '', () => clock);
    expect((await getKeptStory(db, 7))?.story.title).toBe('Story 7, with a third report');

    await removeBookmark(db, A, { keepNote: false });
    await fillSavedStories(db, 20, server.fetchFn, '', () => clock);
    expect(await getKeptStory(db, 7)).toBeUndefined();
  });

  it('skips a story that fails to arrive and tries it again on the next fill', async () => {
    const stories = new Map<number, StoryPage>();
    const server = storyServer(stories);
    await saveBookmark(db, { url: A, title: 'A', article: article(A, { id: 7, size: 2, sources: 2 }) });
    await fillSavedStories(db, 20, server.fetchFn);
    expect(await getKeptStory(db, 7)).toBeUndefined();
    stories.set(7, storyPage(7));
    await fillSavedStories(db, 20, server.fetchFn);
    expect(await getKeptStory(db, 7)).toBeDefined();
  });

  it('refreshes a kept story from a newer first page, and keeps none it was not keeping', async () => {
    const server = storyServer(new Map([[7, storyPage(7)]]));
    await saveBookmark(db, { url: A, title: 'A', article: article(A, { id: 7, size: 2, sources: 2 }) });
    await fillSavedStories(db, 20, server.fetchFn);
    await refreshKeptStory(db, storyPage(7, 'Newer'));
    await refreshKeptStory(db, storyPage(8, 'Not kept'));
    expect((await getKeptStory(db, 7))?.story.title).toBe('Newer');
    expect(await getKeptStory(db, 8)).toBeUndefined();
  });

  it('goes with everything personal', async () => {
    const server = storyServer(new Map([[7, storyPage(7)]]));
    await saveBookmark(db, { url: A, title: 'A', article: article(A, { id: 7, size: 2, sources: 2 }) });
    await fillSavedStories(db, 20, server.fetchFn);
    await forgetUser({ db });
    expect(await db.stories.count()).toBe(0);
  });
});
