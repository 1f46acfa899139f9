// The article's messages for a link that leads nowhere, for an article not kept offline and for
// the kinds of the names found in it: descriptors, translated where they are shown.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const BROKEN_LINK_TITLE = msg`This article link is broken`;
export const BROKEN_LINK_TEXT = msg`Khabar has no article at this address: the link may have been cut short, or the article removed.`;
export const NOT_SAVED_OFFLINE_TITLE = msg`This article was not saved for offline reading`;
export const NOT_SAVED_OFFLINE_TEXT = msg`You are offline, and this article is not on this device. Open it again when you are back online. To read an article offline next time, save it with Bookmark while you are online.`;

/** The kinds of name the ingest finds in an article (src/server/modules/ingest/entities.ts). */
const ENTITY_TYPES: Record<string, MessageDescriptor> = {
  person: msg({ message: 'person', context: 'a name in an article' }),
  organisation: msg({ message: 'organisation', context: 'a name in an article' }),
  place: msg({ message: 'place', context: 'a name in an article' }),
};

/** A name's kind in the interface's language; a kind the client does not know, as it came. */
export function entityTypeName(i18n: I18n, type: string): string {
  const said = ENTITY_TYPES[type];
  return said ? i18n._(said) : type;
}
