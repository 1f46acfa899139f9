import { APP_NAME } from '#shared/constants.ts';

/** The tab's title for a screen named `name`: "name · Khabar", or the name alone when it says Khabar already. */
export function documentTitle(name: string): string {
  return name.includes(APP_NAME) ? name : `${name} · ${APP_NAME}`;
}

/**
 * The document's title while the screen shows: React hoists the <title> into the head, and the
 * server's render of a first screen sends it in the page's head (src/app/entry-server.tsx).
 */
export function PageTitle({ name }: { name: string }) {
  return <title>{documentTitle(name)}</title>;
}
