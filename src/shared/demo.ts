/**
 * The host of every generated demo article's URL. `.example` names are reserved (RFC 2606)
 * and never resolve, so nothing is ever published there: a reader shown such an article is
 * told it is demo data instead of being sent to a page that cannot exist.
 */
export const DEMO_HOST = 'demo.khabar.example';

/** Whether an article URL is one of the generated demo articles. */
export const isDemoUrl = (url: string): boolean => url.startsWith(`https://${DEMO_HOST}/`);

/** Shown instead of the link to the original on a generated demo article. */
export const DEMO_ARTICLE_TEXT = 'Demo data: no original to read';
