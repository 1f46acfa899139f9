// The kinds of name found in an article or a story (the article page's and the story page's
// names), in the interface's language; the names themselves stay as the articles write them.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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
