// Which first screens the server renders: every public screen a visitor can open from a link
// (the news home, the installed app's start page, an article or story page, a category's or
// today's list, search results, a source's news) and the static pages, whose link previews
// need their head elements. Other routes (signed-in screens, sign-in, payments) get the app's
// shell and render in the browser; so does a public screen whose data the server does not read
// in process (an advanced search, a POST), or which sends a visitor to sign in (the watch list).

/** The attribute of the element holding the server's markup of a first screen. */
export const SERVER_MARKUP_ATTRIBUTE = 'data-server-markup';

/**
 * The attribute of the element holding an article page's body (the text, or a visitor's
 * summary): a saved article's kept page puts the member's full text there
 * (src/offline/article-pages.ts).
 */
export const ARTICLE_TEXT_ATTRIBUTE = 'data-article-text';

/** The static pages (the app's SITE_PAGES): text only, the same for every visitor. */
const STATIC_PAGE =
  /^\/pages\/(?:termscondition|privacypolicy|termsofuse|disclaimer|returnrefund|contactus|pricing|shop|bot-info)$/;

/** Whether the server renders `pathname`'s first screen. */
export function rendersOnServer(pathname: string): boolean {
  return (
    pathname === '/dashboard/news' ||
    pathname === '/pages/news/list' ||
    pathname === '/pages/news/search' ||
    /^\/pages\/news\/details\/[^/]+$/.test(pathname) ||
    /^\/pages\/news\/story\/[^/]+$/.test(pathname) ||
    STATIC_PAGE.test(pathname)
  );
}
