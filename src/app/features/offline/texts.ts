// The texts of offline reading and sync that more than one place shows, in the interface's language.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** "1 change waiting to sync", "3 changes waiting to sync". */
export const pendingText = (i18n: I18n, n: number): string =>
  i18n._(msg({ message: plural(n, { one: '# change waiting to sync', other: '# changes waiting to sync' }) }));
export const NOT_SYNCED_TEXT = msg`Not synced`;
export const opLabel = (i18n: I18n, kind: 'add' | 'remove' | 'note'): string =>
  i18n._(kind === 'add' ? msg`Save bookmark` : kind === 'remove' ? msg`Remove bookmark` : msg`Edit note`);
