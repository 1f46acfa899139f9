import type { FastifyBaseLogger } from 'fastify';
import { categoryFor } from './categories';
import { decodeDocument } from './decode';
import { extractEntities } from './entities';
import { extractArticle } from './extractor';
import type { FeedItem } from './feed-parser';
import type { FeedEntry } from './feeds-file';
import type { Fetcher } from './fetcher';
import { canonicalUrl, guidKey, plainText, publishedDate } from './normalise';
import type { IngestRepository } from './repository';

export type ItemOutcome = 'new' | 'updated' | 'skipped' | 'invalid';
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug' | 'error'>;

export type ItemContext = {
  repo: IngestRepository;
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

/** Turn one feed item into an article, or say why not. Never throws for a bad item. */
export async function ingestItem(item: FeedItem, c: ItemContext): Promise<{ outcome: ItemOutcome; why?: string }> {
  const link = item.link ? canonicalUrl(item.link, c.feedUrl) : null;
  if (!link) return { outcome: 'invalid', why: 'no link' };
  const title = plainText(item.title ?? '', 300);
  if (!title) return { outcome: 'invalid', why: 'no title' };
  const summary = plainText(item.summary);
  const keys = [`url:${link}`, guidKey(item.guid, c.feedUrl)].filter((k): k is string => k !== null);

  const known = await c.repo.knownArticle(keys);
  if (known) return refresh(known, keys, title, summary, c);
  if (await c.repo.isTombstoned(link)) return { outcome: 'skipped', why: 'deleted' };

  let url = link;
  let text: string | null = null;
  let entitySource = summary;
  if (c.pages.left > 0) {
    c.pages.left--;
    const page = await fetchPage(link, c);
    if (page) {
      text = page.markdown;
      entitySource = page.text || summary;
      if (page.url !== link) {
        url = page.url;
        keys.push(`url:${url}`);
        const again = await c.repo.knownArticle([`url:${url}`]);
        if (again) return refresh(again, keys, title, summary, c);
        if (await c.repo.isTombstoned(url)) return { outcome: 'skipped', why: 'deleted' };
      }
    }
  }

  const inserted = await c.repo.insertArticle(
    {
      url,
      title,
      summary: summary || title,
      text,
      published: publishedDate(item.published, item.updated, c.fetchedAt),
      source: c.entry.source,
      category: categoryFor(c.entry.category, item.categories),
      entities: extractEntities(`${title}. ${entitySource}`),
    },
    keys,
    c.entry.url,
  );
  // Not inserted: an article already has this URL (another source, the demo corpus).
  return inserted ? { outcome: 'new' } : { outcome: 'skipped', why: 'URL already present' };
}

async function refresh(articleUrl: string, keys: string[], title: string, summary: string, c: ItemContext) {
  await c.repo.rememberKeys(keys, articleUrl, c.entry.url);
  if (await c.repo.isTombstoned(articleUrl)) return { outcome: 'skipped' as const, why: 'deleted' };
  const current = await c.repo.article(articleUrl);
  if (!current) return { outcome: 'skipped' as const, why: 'deleted' };
  if (current.title === title && (current.summary === summary || !summary)) return { outcome: 'skipped' as const };
  await c.repo.updateArticle(articleUrl, { title, summary: summary || current.summary });
  return { outcome: 'updated' as const };
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
