import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { NotFoundPage, SearchTheNews } from '#app/components/not-found.tsx';
import { shortTerm } from '#app/lib/search-words.ts';
import { BROKEN_LINK_TEXT, BROKEN_LINK_TITLE } from '#app/features/article/texts.ts';

/** The address as a web page's (http or https), or null. */
function webAddress(url: string): URL | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}

/**
 * Words for a search from the article address's last part ("…/164-metro-line-opens-to-the-airport"
 * gives "metro line opens to the airport"), or '' when it has none.
 */
export function slugWords(url: URL | null): string {
  const last = url?.pathname.split('/').filter(Boolean).at(-1) ?? '';
  let text = last;
  try {
    text = decodeURIComponent(last);
  } catch {
    // a broken escape: the words as they are
  }
  const words = text
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .split(/[-_+\s]+/)
    .filter((w) => /\p{L}/u.test(w) && !/\d/.test(w));
  return words.length >= 2 ? words.slice(0, 8).join(' ') : '';
}

/**
 * Words to search for from whatever the article address holds: the web address's last part
 * (slugWords), else, for an address cut before its scheme or host ("xyz", "metro-line-op"), the
 * words of the text itself.
 */
export function addressWords(url: string): string {
  const address = webAddress(url);
  if (address) return slugWords(address);
  const words = url
    .split(/[-_+\s/.:%]+/)
    .filter((w) => /^\p{L}+$/u.test(w) && w.length > 1 && !/^(https?|www)$/i.test(w));
  return words.slice(0, 8).join(' ');
}

/** A search of the news for the words of a broken article address; nothing when it has none. */
export function SearchAddressWords({ url }: { url: string }) {
  const words = addressWords(url);
  return words ? <SearchTheNews q={words} term={shortTerm(words, 50)} /> : null;
}

/** /pages/news/details/{url} for an address Khabar has no article at. */
export function ArticleNotFound({ url }: { url: string }) {
  const address = webAddress(url);
  const { t, i18n } = useLingui();
  const host = address?.hostname;
  return (
    <NotFoundPage
      title={i18n._(BROKEN_LINK_TITLE)}
      more={
        <>
          <SearchAddressWords url={url} />
          {address && (
            <Anchor href={address.href} target="_blank" rel="noopener noreferrer" size="sm">
              <IconExternalLink size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
              {t`Open the address on ${host}`}
            </Anchor>
          )}
        </>
      }
    >
      {i18n._(BROKEN_LINK_TEXT)}
    </NotFoundPage>
  );
}
