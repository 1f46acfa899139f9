import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import TurndownService from 'turndown';
import { languageFromTag } from '#shared/languages.ts';
import { canonicalUrl } from './normalise';

const MAX_MARKDOWN = 60_000;

export type ExtractedPage = {
  /** The main text as markdown, or null when the page has no readable article. */
  markdown: string | null;
  /** Plain text of the article, for entity extraction. */
  text: string;
  /** <link rel=canonical>, normalised, when the page names one. */
  canonical: string | null;
  /** The page's own picture of the story: og:image (or twitter:image), absolute http(s). */
  image: { url: string; width: number | null; height: number | null } | null;
  /** ISO 639-1: the page's `<html lang>` (or `xml:lang`, or Content-Language meta); null when none. */
  language: string | null;
};

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
// Images, video and embeds would load third-party content in the reader; the text is what we keep.
// (addRule, not remove: turndown's own image rule would win over a removal.)
turndown.addRule('dropMedia', {
  filter: ['img', 'picture', 'video', 'audio', 'iframe', 'script', 'style', 'noscript', 'form', 'button'],
  replacement: () => '',
});

/** Main text of an article page: Readability drops navigation, ads and footers. */
export function extractArticle(html: string, pageUrl: string): ExtractedPage {
  const { document } = parseHTML(html);
  const href = document.querySelector('link[rel~="canonical"]')?.getAttribute('href');
  const canonical = href ? canonicalUrl(href, pageUrl) : null;
  const image = pageImage(document, pageUrl);
  const root = document.documentElement;
  const language =
    languageFromTag(root?.getAttribute('lang')) ??
    languageFromTag(root?.getAttribute('xml:lang')) ??
    languageFromTag(document.querySelector('meta[http-equiv="content-language" i]')?.getAttribute('content'));
  // Readability resolves relative links against the document URL, which linkedom leaves unset.
  if (!document.querySelector('base[href]')) {
    const base = document.createElement('base');
    base.setAttribute('href', pageUrl);
    document.head?.appendChild(base);
  }
  let article: ReturnType<Readability<string>['parse']>;
  try {
    article = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
  } catch {
    article = null;
  }
  if (!article?.content) return { markdown: null, text: '', canonical, image, language };
  const markdown = turndown
    .turndown(article.content)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return {
    markdown: markdown ? markdown.slice(0, MAX_MARKDOWN) : null,
    text: (article.textContent ?? '').replace(/\s+/g, ' ').trim(),
    canonical,
    image,
    language,
  };
}

type Doc = ReturnType<typeof parseHTML>['document'];

function pageImage(document: Doc, pageUrl: string): ExtractedPage['image'] {
  const meta = (name: string) =>
    document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute('content')?.trim() ||
    undefined;
  const raw = meta('og:image:secure_url') ?? meta('og:image') ?? meta('og:image:url') ?? meta('twitter:image');
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, pageUrl);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.href.length > 2048) return null;
  const size = (v: string | undefined) => {
    const n = Number(v);
    return Number.isInteger(n) && n > 0 && n < 20_000 ? n : null;
  };
  return { url: url.href, width: size(meta('og:image:width')), height: size(meta('og:image:height')) };
}
