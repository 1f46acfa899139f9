// Which first screens the server renders: the public screens a visitor most often opens first
// (the news home, the installed app's start page, and an article or story page, the usual ways
// in from a shared link), and the static pages, whose link previews need their head elements.
// Other routes get the app's shell and render in the browser.

/** The attribute of the element holding the server's markup of a first screen. */
export const SERVER_MARKUP_ATTRIBUTE = 'data-server-markup';

/** The static pages (the app's SITE_PAGES): text only, the same for every visitor. */
const STATIC_PAGE =
  /^\/pages\/(?:termscondition|privacypolicy|termsofuse|disclaimer|returnrefund|contactus|pricing|shop|bot-info)$/;

/** Whether the server renders `pathname`'s first screen. */
export function rendersOnServer(pathname: string): boolean {
  return (
    pathname === '/dashboard/news' ||
    /^\/pages\/news\/details\/[^/]+$/.test(pathname) ||
    /^\/pages\/news\/story\/[^/]+$/.test(pathname) ||
    STATIC_PAGE.test(pathname)
  );
}
