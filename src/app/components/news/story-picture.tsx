import type { ArticleImage } from '#shared/schemas/news.ts';
import classes from './story-picture.module.css';

/**
 * The address a story's picture is shown at: an https picture as it is, an http one at its
 * https address (what the page's `upgrade-insecure-requests` and the browser's own upgrade of
 * mixed content do; a publisher that serves none fails, and the picture hides). The page's
 * content policy loads no other picture from another site. It depends on the address alone, so
 * the server's render and the browser's agree.
 */
function pictureAddress(url: string): string | null {
  if (url.startsWith('https:')) return url;
  return url.startsWith('http:') ? `https:${url.slice('http:'.length)}` : null;
}

/**
 * A picture whose address failed hides. In the server's markup it may fail before React takes
 * the page over, when no error handler is listening yet (React does not replay it): so it is
 * also checked as React attaches the element. A picture still loading, or not yet started
 * (lazy), is not `complete`.
 */
const hideBroken = (img: HTMLImageElement | null) => {
  if (img?.complete && img.naturalWidth === 0) img.hidden = true;
};

/**
 * A story's picture (on its card, and above its text on the article's page): loaded lazily, in
 * a 16:9 box sized by its width and height so nothing moves when it arrives; hidden if it fails.
 */
export function StoryPicture({ image }: { image: ArticleImage }) {
  const src = pictureAddress(image.url);
  if (!src) return null;
  return (
    <img
      ref={hideBroken}
      className={classes.picture}
      src={src}
      width={image.width ?? 16}
      height={image.height ?? 9}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={(e) => hideBroken(e.currentTarget)}
    />
  );
}
