import type { FastifyBaseLogger } from 'fastify';
import { categoryFor } from './categories';
import { decodeDocument } from './decode';
import { extractEntities } from './entities';
import { extractArticle } from './extractor';
import { articleLanguage } from './language';
import { itemDate } from './dates';
import type { ArticleEnclosure } from '#shared/schemas/news.ts';
import { cleanText, type FeedEnclosure, type FeedImage, type FeedItem } from './feed-parser';
import type { FeedEntry } from './feeds-file';
import type { Fetcher } from './fetcher';
import { canonicalUrl, guidKey, plainText, truncate } from './normalise';
import type { IngestRepository } from './repository';
import type { Clusterer } from '#server/modules/stories/service.ts';

export type ItemOutcome = 'new' | 'updated' | 'skipped' | 'invalid';
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug' | 'error'>;

export type ItemContext = {
  repo: IngestRepository;
  /** Each new article joins its story (or starts one) as soon as it is stored. */
  stories: Pick<Clusterer, 'assign'>;
  fetcher: Fetcher;
  log: Log;
  entry: FeedEntry;
  feedUrl: string; // after redirects: relative links resolve against it
  fetchedAt: Date;
  /** Article pages this crawl of the feed may still fetch (politeness budget). */
  pages: { left: number };
  signal?: AbortSignal | undefined;
};

const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';

/**
 * Turn one feed item into an article, or say why not. Never throws for a bad item.
 *
 * Identity: the item's GUID, scoped to its feed, names the story when the article it named
 * has the same link (a GUID reused for another link is a different story); otherwise the
 * canonical URL does, across feeds, so a story syndicated by two feeds stays one article and
 * the later feed is recorded. A link's #fragment is part of the story only when the item has
 * a GUID (live-blog posts on one page); navigation fragments (#top, #comments) never are.
 */
export async function ingestItem(item: FeedItem, c: ItemContext): Promise<{ outcome: ItemOutcome; why?: string }> {
  const link = item.link ? canonicalUrl(item.link, c.feedUrl) : null;
  if (!link) return { outcome: 'invalid', why: 'no link' };
  const title = truncate(cleanText(item.title ?? ''), 300);
  if (!title) return { outcome: 'invalid', why: 'no title' };
  const summary = plainText(item.summary);
  const fragment = storyFragment(item.link!, item.guid);
  const story = fragment ? `${link}${fragment}` : link;
  const urlKey = `url:${story}`;
  const idKey = guidKey(item.guid, c.entry.url);
  const author = truncate(item.authors.join(', '), 300);
  const enclosures = storedEnclosures(item.enclosures);
  const update: Update = { title, summary, image: item.image, author, enclosures };

  const known = await c.repo.knownKeys(idKey ? [urlKey, idKey] : [urlKey]);
  const byId = idKey ? known.get(idKey) : undefined;
  const byUrl = known.get(urlKey);
  if (byId && (byId === story || byUrl === byId)) return refresh(byId, [urlKey, idKey!], update, c);
  // A GUID already taken by another story in this feed: this item goes by its URL alone.
  const keys = idKey && !byId ? [urlKey, idKey] : [urlKey];
  if (byUrl) return refresh(byUrl, keys, update, c);
  if (await c.repo.isTombstoned(story)) return { outcome: 'skipped', why: 'deleted' };

  let url = story;
  let text: string | null = null;
  let entitySource = summary;
  let image = item.image;
  let pageLanguage: string | null = null;
  // A live-blog post's page is the whole blog: its text and canonical URL are not the post's.
  if (c.pages.left > 0 && !fragment) {
    c.pages.left--;
    const page = await fetchPage(link, c);
    if (page) {
      text = page.markdown;
      entitySource = page.text || summary;
      image ??= page.image;
      pageLanguage = page.language;
      if (page.url !== link) {
        url = page.url;
        keys.push(`url:${url}`);
        const again = await c.repo.knownArticle([`url:${url}`]);
        if (again) return refresh(again, keys, update, c);
        if (await c.repo.isTombstoned(url)) return { outcome: 'skipped', why: 'deleted' };
      }
    }
  }

  const when = itemDate(item.published, item.updated, c.fetchedAt);
  const language = articleLanguage(
    [item.language, pageLanguage, c.entry.language],
    `${title}. ${summary}\n${text?.slice(0, 1000) ?? ''}`,
  );
  const inserted = await c.repo.insertArticle(
    {
      url,
      title,
      summary: summary || title,
      text,
      published: when.date,
      publishedEstimated: when.estimated,
      image,
      author,
      enclosures,
      language,
      source: c.entry.source,
      category: categoryFor(c.entry.category, item.categories),
      entities: extractEntities(`${title}. ${entitySource}`),
    },
    keys,
    c.entry.url,
  );
  // Not inserted: an article already has this URL (another source, the demo corpus).
  if (inserted === null) return { outcome: 'skipped', why: 'URL already present' };
  // The article is stored whatever happens here: one left out of stories is clustered by the
  // next catch-up (IngestService).
  await c.stories.assign(inserted).catch((err: unknown) => {
    c.log.warn({ url, err: (err as Error).message }, 'article not clustered; tried again later');
  });
  return { outcome: 'new' };
}

type Update = {
  title: string;
  summary: string;
  image: FeedImage | null;
  author: string;
  enclosures: ArticleEnclosure[];
};

const MAX_ENCLOSURES = 10;

/** The audio and video an article keeps of an item's enclosures (pictures are its image). */
function storedEnclosures(all: FeedEnclosure[]): ArticleEnclosure[] {
  const out: ArticleEnclosure[] = [];
  for (const e of all) {
    if (e.kind !== 'audio' && e.kind !== 'video') continue;
    out.push({ url: e.url, type: e.type, length: e.length, kind: e.kind });
    if (out.length === MAX_ENCLOSURES) break;
  }
  return out;
}

async function refresh(articleUrl: string, keys: string[], u: Update, c: ItemContext) {
  await c.repo.rememberKeys(keys, articleUrl, c.entry.url);
  if (await c.repo.isTombstoned(articleUrl)) return { outcome: 'skipped' as const, why: 'deleted' };
  const current = await c.repo.article(articleUrl);
  if (!current) return { outcome: 'skipped' as const, why: 'deleted' };
  await c.repo.recordFeed(articleUrl, c.entry.url);
  const newImage = !current.image_url && u.image ? u.image : null;
  // A byline or a file the feed now gives is taken; one it no longer gives is kept.
  const author = u.author || current.author;
  const newFiles = u.enclosures.length > 0 && JSON.stringify(u.enclosures) !== JSON.stringify(current.enclosures);
  const same = current.title === u.title && (current.summary === u.summary || !u.summary) && current.author === author;
  if (same && !newImage && !newFiles) return { outcome: 'skipped' as const };
  await c.repo.updateArticle(articleUrl, {
    title: u.title,
    summary: u.summary || current.summary,
    author,
    image: newImage,
    ...(newFiles ? { enclosures: u.enclosures } : {}),
  });
  return { outcome: 'updated' as const };
}

// Fragments that move the reader within a page, or carry tracking: never part of a story.
const NAVIGATION =
  /^#(top|main|content|comments?|respond|reply|more|start|article|story|full-story|maincontent|main-content)?$|=/i;

/** The link's #fragment when it tells two stories on one page apart, else ''. */
function storyFragment(link: string, guid: string | null): string {
  if (!guid?.trim()) return '';
  const hash = /#.*$/.exec(link)?.[0] ?? '';
  return hash && !NAVIGATION.test(hash) ? hash : '';
}

/** The article page's main text and canonical URL; null when it may not or cannot be read. */
async function fetchPage(link: string, c: ItemContext) {
  try {
    const res = await c.fetcher.get(link, { accept: HTML_ACCEPT }, c.signal);
    const type = res.headers.get('content-type') ?? '';
    if (res.status < 200 || res.status >= 300 || !/html/i.test(type)) return null;
    const finalUrl = canonicalUrl(res.url) ?? link;
    const page = extractArticle(decodeDocument(res.body, type, 'html'), finalUrl);
    // A page may only claim a canonical URL on its own site.
    const sameSite = page.canonical && siteOf(page.canonical) === siteOf(finalUrl);
    return { ...page, url: sameSite && page.canonical ? page.canonical : finalUrl };
  } catch (err) {
    c.log.debug({ url: link, err: (err as Error).message }, 'article page not fetched; keeping the summary');
    return null;
  }
}

const siteOf = (u: string) => new URL(u).hostname.replace(/^www\./, '');
