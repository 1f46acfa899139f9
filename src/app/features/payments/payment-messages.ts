// The payments' shared messages with values in them (src/shared/messages.ts), as the reader reads
// them: in the payments' catalogue, so the first screen does not carry their words.
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { readerText, readerTextWith } from '#app/lib/reader-messages.ts';

/**
 * The balance cap in the reader's language: `creditCapExceeded`'s words (src/shared/messages.ts),
 * which the client writes itself on the add-credits form and the server gives in a 409.
 */
export const creditCapText = (max: number | string, room: number | string): string =>
  i18n._(msg`You can have maximum ${max} as credit balance. You are permitted to buy ${room} more credit.`);

/**
 * `paymentFailed`'s words in the reader's language: the client's own message when the payment
 * widget or the confirmation fails, its reason (the server's or the widget's) read again.
 */
export const paymentFailedText = (why: string): string => {
  const reason = readerText(why);
  return i18n._(msg`Payment failed: ${reason}`);
};

/** A payment's or an order form's message (the server's, a shared schema's) in the reader's language. */
export const paymentText: (text: string) => string = readerTextWith([
  [
    /^You can have maximum (\d+) as credit balance\. You are permitted to buy (\d+) more credit\.$/,
    (max, room) => creditCapText(max ?? '', room ?? ''),
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
  // A refund: its reason (one of these) read again, the amount as the server wrote it.
  [
    /^Payment refunded\. Payment ID: (\S+)\. ([\s\S]+) ₹([\d,.]+) is being returned to the card it was paid with\.$/,
    (id, why, rupees) => {
      const reason = paymentText(why ?? '');
      return i18n._(
        msg`Payment refunded. Payment ID: ${id}. ${reason} ₹${rupees} is being returned to the card it was paid with.`,
      );
    },
  ],
  [/^The amount paid differs from the order\.$/, () => i18n._(msg`The amount paid differs from the order.`)],
  [/^This order had already been paid\.$/, () => i18n._(msg`This order had already been paid.`)],
  [
    /^Your credit balance may hold at most (\d+) credits, so these (\d+) credits could not be added\.$/,
    (max, credits) =>
      i18n._(msg`Your credit balance may hold at most ${max} credits, so these ${credits} credits could not be added.`),
  ],
  [
    /^Days past the (\d+)-day limit that the (\d+)-credit balance could not hold as credits \((\d+) credits' worth\)\.$/,
    (maxDays, maxCredits, credits) =>
      i18n._(
        msg`Days past the ${maxDays}-day limit that the ${maxCredits}-credit balance could not hold as credits (${credits} credits' worth).`,
      ),
  ],
  [/^Payment Success\. Payment ID: (\S+)$/, (id) => i18n._(msg`Payment Success. Payment ID: ${id}`)],
  // A membership paid by card whose days passed the days held by the time it was paid
  // (`membershipPastHeldCap`, after the success: payments/fulfilment.ts): each part read.
  [
    /^(Payment Success\. Payment ID: \S+)\. (You can hold at most \d+ days of membership, so [\s\S]+)$/,
    (paid, held) => {
      const success = paymentText(paid ?? '');
      const outcome = paymentText(held ?? '');
      return i18n._(
        msg({
          comment: 'Two sentences one after the other: the full stop between them',
          message: `${success}. ${outcome}`,
        }),
      );
    },
  ],
  [
    /^You can hold at most (\d+) days of membership, so (?:no days were|(\d+) days? (?:was|were)) added(?:\.| and (\d+) credits for the other days were added to your credit balance\.)(?: (\d+) credits' worth would pass the credit balance cap: ₹([\d,.]+) will be refunded\.)?$/,
    (max, added, credits, refunded, rupees) => {
      const days = Number(added ?? 0);
      const held = credits
        ? i18n._(
            msg`${plural(days, {
              0: `You can hold at most ${max} days of membership, so no days were added and ${credits} credits for the other days were added to your credit balance.`,
              one: `You can hold at most ${max} days of membership, so # day was added and ${credits} credits for the other days were added to your credit balance.`,
              other: `You can hold at most ${max} days of membership, so # days were added and ${credits} credits for the other days were added to your credit balance.`,
            })}`,
          )
        : i18n._(
            msg`${plural(days, {
              0: `You can hold at most ${max} days of membership, so no days were added.`,
              one: `You can hold at most ${max} days of membership, so # day was added.`,
              other: `You can hold at most ${max} days of membership, so # days were added.`,
            })}`,
          );
      if (!refunded) return held;
      const refund = i18n._(
        msg`${refunded} credits' worth would pass the credit balance cap: ₹${rupees} will be refunded.`,
      );
      return `${held} ${refund}`;
    },
  ],
]);

/**
 * A transaction history row's description (src/shared/messages.ts: what was bought, and how it
 * was paid) in the reader's language; a description the client does not know, as it came.
 */
export const transactionText: (text: string) => string = readerTextWith([
  [/^(\d+) credits$/, (credits) => i18n._(msg`${plural(Number(credits), { one: '# credit', other: '# credits' })}`)],
  [
    /^Membership (\d+) days \(card\)$/,
    (days) =>
      i18n._(msg`${plural(Number(days), { one: 'Membership # day (card)', other: 'Membership # days (card)' })}`),
  ],
  [
    /^Membership (\d+) days \(credits\)$/,
    (days) =>
      i18n._(msg`${plural(Number(days), { one: 'Membership # day (credits)', other: 'Membership # days (credits)' })}`),
  ],
  [/^Membership \(credits\)$/, () => i18n._(msg`Membership (credits)`)],
]);
