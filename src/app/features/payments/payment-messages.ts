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
  // The membership's limits, as a 409 gives them when the account changed since the form's check.
  [
    /^You may buy a minimum of (\d+) or a maximum of (\d+) days of membership\.$/,
    (min, max) => i18n._(msg`You may buy a minimum of ${min} or a maximum of ${max} days of membership.`),
  ],
  [
    /^Not enough credits: (\d+) credits at (\d+) credits a day buy at most (\d+) days\.$/,
    (balance, perDay, maxDays) =>
      i18n._(msg`Not enough credits: ${balance} credits at ${perDay} credits a day buy at most ${maxDays} days.`),
  ],
  [
    /^You can hold at most (\d+) days of membership\. You have (\d+) days left, so you may add (\d+) more\.$/,
    (max, left, room) =>
      i18n._(
        msg`You can hold at most ${max} days of membership. You have ${left} days left, so you may add ${room} more.`,
      ),
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
