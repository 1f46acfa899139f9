// The words of an alert's notification. The server writes them into each push in the member's
// interface language (src/server/modules/push/texts.ts, which runs without Lingui's macros and
// looks them up by their English): declared here so that the catalogues hold them.
import { msg } from '@lingui/core/macro';

export const NOTIFICATION_TEXTS = {
  sources: msg({
    message: '{source} · {sources} sources',
    comment: 'The second line of an alert: the source, then how many sources report the story (2 or more).',
  }),
  unwatch: msg({
    message: 'Unwatch “{term}”',
    comment: 'The button of an alert that takes the watch-list term that brought it off the watch list.',
  }),
  testTitle: msg`Khabar alerts are on`,
  testBody: msg`News on your watch list will arrive like this.`,
};
