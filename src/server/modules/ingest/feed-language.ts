import { isTag, type Element } from 'domhandler';
import { languageFromTag } from '#shared/languages.ts';
import type { ElementReader } from './feed-media';

// The language a feed declares for an item, as an ISO 639-1 code (null when it declares none
// that names one). The article's language is decided from it and the text (language.ts).

type LanguageReader = ElementReader & {
  child(e: Element, ...names: string[]): Element | undefined;
  plain(e: Element | undefined): string;
};

/** xml:lang on the element or its nearest ancestor up to `top` (inclusive); '' declares none. */
function xmlLang(x: LanguageReader, e: Element, top: Element | null): string | null {
  for (let n: Element | null = e; n && isTag(n); n = n.parent as Element | null) {
    const v = x.attr(n, 'xml:lang');
    if (v !== undefined) return languageFromTag(v);
    if (n === top) break;
  }
  return null;
}

/** The item's own: xml:lang on its title or on it (Atom, XHTML), else its dc:language. */
export function itemLanguage(x: LanguageReader, item: Element): string | null {
  const title = x.child(item, 'title');
  return xmlLang(x, title ?? item, item) ?? languageFromTag(x.plain(x.child(item, 'dc:language')));
}

/** The feed's: RSS <language> or dc:language of the channel, else xml:lang on it or the document. */
export function feedLanguage(x: LanguageReader, channel: Element): string | null {
  return (
    languageFromTag(x.plain(x.child(channel, 'language'))) ??
    languageFromTag(x.plain(x.child(channel, 'dc:language'))) ??
    xmlLang(x, channel, null)
  );
}
