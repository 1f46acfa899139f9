import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { API } from '#shared/api-paths.ts';
import { APP_NAME, PREVIEW_SIZE } from '#shared/constants.ts';
import { absoluteWebUrl } from '#shared/web-url.ts';
import { shortTerm } from '#app/lib/search-words.ts';
import { useSiteInfo } from '#app/lib/site-info.ts';
import { PageTitle } from './page-title';

/** A description for link previews: the text on one line, cut at a word near `max` characters. */
export function previewDescription(text: string, max = 200): string {
  return shortTerm(text.replace(/\s+/g, ' ').trim(), max);
}

type Props = {
  /** The preview's title, and the tab's (before " · Khabar") unless `tabName` says otherwise. */
  title: string;
  tabName?: string;
  /** The page's description; the app's own when absent. */
  description?: string | undefined;
  /** The page's path on this site, with its query (its canonical address is the site's address + path). */
  path: string;
  /** The preview's picture: a path on this site (a drawn 1200×630 PNG), the site's own when absent. */
  picture?: string;
  /** ISO 8601: when the article was published; an article or story page says when. */
  published?: string | undefined;
  type?: 'article' | 'website';
};

/** The app's description (index.html), for pages that have none of their own. */
export const SITE_DESCRIPTION = msg`Khabar brings together trusted news sources, analysis and tools with personalised feeds.`;

/** The drawn picture of an article's link preview. */
export const articlePicture = (url: string) => `${API.news.previewArticle}?url=${encodeURIComponent(url)}`;
/** The drawn picture of a story's link preview. */
export const storyPicture = (id: number) => `${API.news.previewStory}/${id}.png`;

/**
 * The title, description, canonical address and link-preview tags (Open Graph, Twitter's card)
 * of a page a reader may share. React hoists them into the head, and escapes every value; the
 * server sends them in the head of a first screen it renders. The picture is always a drawn
 * 1200×630 PNG (decision 0109): the headline in its own script, never a publisher's photo.
 */
export function SharePreview(props: Props) {
  const { i18n } = useLingui();
  const { title, tabName, description = i18n._(SITE_DESCRIPTION), path, picture = API.news.previewSite } = props;
  // The site's configured address; the page's own origin if the settings are not there yet.
  const site = useSiteInfo().data?.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const url = `${site}${path}`;
  const image = absoluteWebUrl(picture, url) ?? `${site}${picture}`;
  return (
    <>
      <PageTitle name={tabName ?? title} />
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={APP_NAME} />
      <meta property="og:type" content={props.type ?? 'article'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(PREVIEW_SIZE.width)} />
      <meta property="og:image:height" content={String(PREVIEW_SIZE.height)} />
      <meta property="og:image:alt" content={title} />
      {props.published && <meta property="article:published_time" content={props.published} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}

/**
 * A page of the site that is not one article or story (the home, a list, a search, a static
 * page): its title, its address with its query, and the site's picture.
 */
export function SitePreview({ name, description }: { name: string; description?: string }) {
  const path = useLocation({ select: (l) => `${l.pathname}${l.searchStr}` });
  return <SharePreview title={name} description={description} path={path} type="website" />;
}
