import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import {
  creditCapExceeded,
  creditsBoughtDescription,
  membershipByCardDescription,
  membershipFromCreditsDescription,
  membershipSpendReason,
  membershipCreditsShort,
  membershipDaysRange,
  membershipHeldCap,
  membershipPastHeldCap,
  MESSAGES,
  paymentFailed,
  paymentRefunded,
  REFUND_REASONS,
  refundPastCreditCap,
  refundPastHeldDays,
  paymentSuccess,
} from '#shared/messages.ts';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { creditCapText, paymentFailedText, paymentText, transactionText } from './payment-messages';
import { activateLanguage, expectHindi } from '#tests/helpers/catalogues.ts';

afterEach(() => activateLanguage('en'));

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

/** The confirmation of a membership whose days passed the days held (payments/fulfilment.ts): the success, then the outcome. */
const pastHeldCap = (days: number, credits: number, refund: { credits: number; rupees: string } | null) =>
  `${paymentSuccess('pay_Q1w2E3r4')}. ${membershipPastHeldCap(365, days, credits, refund)}`;
const PAST_HELD_CAP = [
  pastHeldCap(0, 0, null),
  pastHeldCap(1, 0, null),
  pastHeldCap(3, 0, null),
  pastHeldCap(0, 50, null),
  pastHeldCap(1, 45, null),
  pastHeldCap(7, 40, { credits: 25, rupees: '29.50' }),
  pastHeldCap(0, 0, { credits: 150, rupees: '177.00' }),
];

describe("the payments' messages in the reader's language", () => {
  it('keep the English words in English', () => {
    for (const text of [...SAID, ...PAST_HELD_CAP, MESSAGES.phoneTenDigits, 'Something the server said'])
      expect(paymentText(text)).toBe(text);
    expect(creditCapText(1500, 300)).toBe(creditCapExceeded(1500, 300));
    for (const reason of [MESSAGES.transactionFailed, 'Card declined by the bank'])
      expect(paymentFailedText(reason)).toBe(paymentFailed(reason));
  });

  it('give a Hindi reader the cap and the outcome in Hindi, each value kept', async () => {
    await activateLanguage('hi');
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

  it('give a Hindi reader a membership cut short by the days held in Hindi: what was added, and the refund', async () => {
    await activateLanguage('hi');
    const hindi = PAST_HELD_CAP.map(paymentText);
    for (const [n, text] of hindi.entries()) {
      expect(text, PAST_HELD_CAP[n]).toContain(paymentText(paymentSuccess('pay_Q1w2E3r4')));
      expect(text, PAST_HELD_CAP[n]).toContain('365');
      expect(text, PAST_HELD_CAP[n]).not.toMatch(/You can|added|refunded|credits/);
    }
    // One day and several days are told apart; the credits and the refund keep their figures.
    expect(hindi[1]).toContain('1 दिन जोड़ा गया');
    expect(hindi[2]).toContain('3 दिन जोड़े गए');
    expect(hindi[4]).toContain('45');
    expect(hindi[5]).toContain('40');
    expect(hindi[5]).toContain('25');
    expect(hindi[5]).toContain('₹29.50');
    expect(hindi[6]).toContain('₹177.00');
    expect(new Set(hindi).size).toBe(hindi.length);
    // Hindi ends a sentence with a danda.
    expect(hindi[0]).toContain('pay_Q1w2E3r4। ');
  });
});

describe("the transaction history's descriptions in the reader's language", () => {
  const SAID = [
    creditsBoughtDescription(100),
    creditsBoughtDescription(500),
    membershipByCardDescription(1),
    membershipByCardDescription(30),
    membershipFromCreditsDescription(membershipSpendReason(1)),
    membershipFromCreditsDescription(membershipSpendReason(10)),
    membershipFromCreditsDescription(null),
  ];

  it('keep the English as the server writes it, one day told from several, and what the client does not know as it came', () => {
    for (const text of [...SAID.filter((t) => !/\b1 days\b/.test(t)), 'Something the server said'])
      expect(transactionText(text)).toBe(text);
    expect(transactionText(membershipByCardDescription(1))).toBe('Membership 1 day (card)');
    expect(transactionText(membershipFromCreditsDescription(membershipSpendReason(1)))).toBe(
      'Membership 1 day (credits)',
    );
  });

  it('give a Hindi reader each row in Hindi, its figure kept, and credits bought as credits, not thanks', async () => {
    await activateLanguage('hi');
    const hindi = SAID.map(transactionText);
    for (const [i, text] of hindi.entries()) expectHindi(text, SAID[i]!.match(/\d+/g) ?? []);
    expect(hindi[1]).toBe('500 क्रेडिट');
    // 'Credits' is the payments' column and kind; the footer's 'Credits' (the works Khabar is
    // built with) is another message, with its own translation.
    expect(i18n._(generateMessageId('Credits'))).toBe('क्रेडिट');
    expect(i18n._(generateMessageId('Credits', 'the works Khabar is built with'))).toBe('आभार');
  });
});
