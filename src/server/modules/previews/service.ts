import { createHash } from 'node:crypto';
import { APP_NAME, TIME_ZONE } from '#shared/constants.ts';
import type { NewsService } from '#server/modules/news/service.ts';
import type { StoriesService } from '#server/modules/stories/service.ts';
import { HttpError } from '#server/lib/errors.ts';
import { renderPreview, type PreviewText } from './image';

/** How many pictures stay in memory (about 40 KB each): the most recently asked for. */
export const PREVIEW_CACHE_SIZE = 300;
/** Drawings waiting at most (each takes a core for about a third of a second); past it, 503. */
const MAX_WAITING = 16;

export type Preview = { png: Buffer; etag: string };

const dateLine = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );

/** The site's own picture, for pages that are not one article or story. */
export const SITE_PREVIEW: PreviewText = {
  label: '',
  title: 'The news, all in one place',
  byline: 'India’s news sources side by side, with the whole story',
};

/**
 * Link previews' pictures, drawn from the stored article or story. Each picture is kept in
 * memory (bounded, least recently used out first) under a hash of its text, so a changed
 * headline draws a new one; one picture is drawn at a time, and two requests for the same
 * picture share one drawing.
 */
export function createPreviewService(
  news: Pick<NewsService, 'publicArticle'>,
  stories: Pick<StoriesService, 'page'>,
  {
    size = PREVIEW_CACHE_SIZE,
    draw = renderPreview,
  }: { size?: number; draw?: (t: PreviewText) => Promise<Buffer> } = {},
) {
  const kept = new Map<string, Promise<Preview>>();
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  function picture(text: PreviewText): Promise<Preview> {
    const etag = `"${createHash('sha256').update(JSON.stringify(text)).digest('base64url').slice(0, 27)}"`;
    const hit = kept.get(etag);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      kept.delete(etag);
      kept.set(etag, hit);
      return hit;
    }
    if (waiting >= MAX_WAITING) throw new HttpError(503, 'Too many pictures are being drawn; try again shortly.');
    waiting += 1;
    const drawn = queue
      .then(() => draw(text))
      .then((png) => ({ png, etag }))
      .finally(() => (waiting -= 1));
    queue = drawn.catch(() => undefined);
    drawn.catch(() => kept.delete(etag));
    kept.set(etag, drawn);
    while (kept.size > size) kept.delete(kept.keys().next().value as string);
    return drawn;
  }

  return {
    /** An article's picture: its headline, source and date (404 when there is no such article). */
    async article(url: string): Promise<Preview> {
      const a = await news.publicArticle(url);
      return picture({ label: a.category, title: a.title, byline: `${a.source} · ${dateLine(a.published)}` });
    },
    /** A story's picture: its headline, how many sources, since when (404 when there is no such story). */
    async story(id: string): Promise<Preview> {
      const s = await stories.page(id, { page: 1, size: 1 });
      const sources = s.sources.length;
      return picture({
        label: sources > 1 ? `${APP_NAME} story · ${sources} sources` : `${APP_NAME} story`,
        title: s.title,
        byline: `${s.sources.slice(0, 3).join(', ')} · ${dateLine(s.firstSeen)}`,
      });
    },
    site: (): Promise<Preview> => picture(SITE_PREVIEW),
    /** How many pictures are kept (for tests of the bound). */
    keptCount: () => kept.size,
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
