// The payments' shared messages with values in them (src/shared/messages.ts), as the reader reads
// them: in the payments' catalogue, so the first screen does not carry their words.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { readerText, readerTextWith } from '#app/lib/reader-messages.ts';

/** A payment's or an order form's message (the server's, a shared schema's) in the reader's language. */
export const paymentText = readerTextWith([
  [
    /^You can have maximum (\d+) as credit balance\. You are permitted to buy (\d+) more credit\.$/,
    (max, room) =>
      i18n._(msg`You can have maximum ${max} as credit balance. You are permitted to buy ${room} more credit.`),
  ],
  [/^Payment Success\. Payment ID: (\S+)$/, (id) => i18n._(msg`Payment Success. Payment ID: ${id}`)],
  // The reason is the server's or the widget's own message, itself read again.
  [
    /^Payment failed: ([\s\S]*)$/,
    (why) => {
      const reason = readerText(why ?? '');
      return i18n._(msg`Payment failed: ${reason}`);
    },
  ],
]);
