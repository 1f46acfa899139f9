import { APP_NAME } from '#shared/constants.ts';
import type { ArticleImage } from '#shared/schemas/news.ts';
import { shortTerm } from '#app/lib/search-words.ts';
import { useSiteInfo } from '#app/lib/site-info.ts';
import { PageTitle } from './page-title';

/** A description for link previews: the text on one line, cut at a word near `max` characters. */
export function previewDescription(text: string, max = 200): string {
  return shortTerm(text.replace(/\s+/g, ' ').trim(), max);
}

/** `url` as an absolute http(s) address (relative ones against `base`), or null. */
export function absoluteWebUrl(url: string, base: string): string | null {
  try {
    const u = new URL(url, base);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

type Props = {
  /** The preview's title, and the tab's (before " · Khabar") unless `tabName` says otherwise. */
  title: string;
  tabName?: string;
  description: string;
  /** The page's path on this site (its canonical address is the site's address + path). */
  path: string;
  image?: ArticleImage | undefined;
  /** ISO 8601: when the article was published. */
  published?: string | undefined;
};

/**
 * The title, description, canonical address and link-preview tags (Open Graph, Twitter's card)
 * of a page a reader may share: an article or a story. React hoists them into the head, and
 * escapes every value; the server sends them in the head of a first screen it renders.
 */
export function SharePreview({ title, tabName, description, path, image, published }: Props) {
  // The site's configured address; the page's own origin if the settings are not there yet.
  const site = useSiteInfo().data?.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const url = `${site}${path}`;
  const picture = image ? absoluteWebUrl(image.url, url) : null;
  return (
    <>
      <PageTitle name={tabName ?? title} />
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={APP_NAME} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {picture && <meta property="og:image" content={picture} />}
      {picture && image?.width && <meta property="og:image:width" content={String(image.width)} />}
      {picture && image?.height && <meta property="og:image:height" content={String(image.height)} />}
      {published && <meta property="article:published_time" content={published} />}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
    </>
  );
}
