import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  creditCapExceeded,
  membershipCreditsShort,
  membershipDaysRange,
  membershipHeldCap,
  MESSAGES,
  paymentFailed,
  paymentRefunded,
  REFUND_REASONS,
  refundPastCreditCap,
  refundPastHeldDays,
  paymentSuccess,
} from '#shared/messages.ts';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { creditCapText, paymentFailedText, paymentText } from './payment-messages';
import { allMessages } from '#tests/helpers/catalogues.ts';

const en = await allMessages('en');
const hi = await allMessages('hi');
afterEach(() => i18n.loadAndActivate({ locale: 'en', locales: ['en-IN'], messages: en }));

const SAID = [
  creditCapExceeded(1500, 300),
  paymentSuccess('pay_Q1w2E3r4'),
  membershipDaysRange(10, 180),
  membershipCreditsShort(45, 5, 9),
  membershipHeldCap(365, 300, 65),
  paymentRefunded('pay_Q1w2E3r4', '1180.00', REFUND_REASONS.paidTwice),
  paymentRefunded('pay_Q1w2E3r4', '59.00', refundPastCreditCap(1500, 50)),
  paymentRefunded('pay_Q1w2E3r4', '29.50', refundPastHeldDays(365, 1500, 25)),
  REFUND_REASONS.amount,
];

describe("the payments' messages in the reader's language", () => {
  it('keep the English words in English', () => {
    for (const text of [...SAID, MESSAGES.phoneTenDigits, 'Something the server said'])
      expect(paymentText(text)).toBe(text);
    expect(creditCapText(1500, 300)).toBe(creditCapExceeded(1500, 300));
    for (const reason of [MESSAGES.transactionFailed, 'Card declined by the bank'])
      expect(paymentFailedText(reason)).toBe(paymentFailed(reason));
  });

  it('give a Hindi reader the cap and the outcome in Hindi, each value kept', () => {
    i18n.loadAndActivate({ locale: 'hi', locales: ['hi-IN'], messages: hi });
    const devanagari = /\p{Script=Devanagari}/u;
    const said = (text: string, ...values: string[]) => {
      const hindi = paymentText(text);
      expect(hindi, text).toMatch(devanagari);
      for (const v of values) expect(hindi, text).toContain(v);
      return hindi;
    };
    said(creditCapExceeded(1500, 300), '1500', '300');
    said(paymentSuccess('pay_Q1w2E3r4'), 'pay_Q1w2E3r4');
    expect(creditCapText(1500, 300)).toBe(paymentText(creditCapExceeded(1500, 300)));
    // A failure's reason is read again: a shared one in Hindi, the bank's own words as they came.
    const failed = (why: string, ...values: string[]) => {
      const hindi = paymentFailedText(why);
      expect(hindi, why).toMatch(devanagari);
      for (const v of values) expect(hindi, why).toContain(v);
      return hindi;
    };
    expect(failed(MESSAGES.transactionFailed)).toContain(readerMessage('transactionFailed'));
    failed('Card declined by the bank', 'Card declined by the bank');
    said(membershipDaysRange(10, 180), '10', '180');
    said(membershipCreditsShort(45, 5, 9), '45', '5', '9');
    said(membershipHeldCap(365, 300, 65), '365', '300', '65');
    // A refund's reason is read too.
    for (const [reason, values] of [
      [REFUND_REASONS.paidTwice, []],
      [REFUND_REASONS.amount, []],
      [refundPastCreditCap(1500, 50), ['1500', '50']],
      [refundPastHeldDays(365, 1500, 25), ['365', '1500', '25']],
    ] as const) {
      const whole = said(paymentRefunded('pay_Q1w2E3r4', '1180.00', reason), 'pay_Q1w2E3r4', '₹1180.00', ...values);
      expect(whole).toContain(paymentText(reason));
      expect(whole).not.toContain(reason);
    }
    // The shared messages without values, as everywhere.
    said(MESSAGES.phoneTenDigits);
  });
});
