// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '#shared/schemas/payments.ts';
import { TransactionsTable } from './transactions-table';
import { allMessages } from '#tests/helpers/catalogues.ts';

const en = await allMessages('en');
const hi = await allMessages('hi');

afterEach(() => {
  cleanup();
  i18n.loadAndActivate({ locale: 'en', locales: ['en-IN'], messages: en });
});

const paid: Transaction = {
  id: 7,
  description: 'Membership 180 days (card)',
  totalAmountPaise: 106_200,
  creditedAmount: 500,
  razorpayOrderId: 'order_1',
  razorpayPaymentId: 'pay_1',
  type: 'MEMBERSHIP_CARD',
  status: 'paid',
  dateTime: '2026-11-23T10:00:00.000Z',
  invoiceNumber: 'KH/2627/000012',
  orderId: 12,
  refund: {
    amountPaise: 47_200,
    reason: 'Days past the limit',
    status: 'processed',
    creditNoteNumber: 'KHC/2627/00003',
  },
};
// Refunded whole: no invoice, so no credit note either.
const whole: Transaction = {
  ...paid,
  id: 8,
  description: '1000 credits',
  type: 'CREDIT_PURCHASE',
  status: 'refunded',
  invoiceNumber: null,
  orderId: 13,
  refund: { amountPaise: 118_000, reason: 'Balance full', status: 'pending' },
};

const show = (rows: Transaction[]) =>
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <TransactionsTable rows={rows} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );

describe('the transactions table', () => {
  it('shows a part refund with its credit note, and a whole refund without one', () => {
    show([paid, whole]);
    const [, partRow, wholeRow] = screen.getAllByRole('row');
    expect(within(partRow!).getByTestId('refund').textContent).toBe('₹ 472.00 refunded: Days past the limit');
    const note = within(partRow!).getByRole('button', { name: 'Download credit note KHC/2627/00003' });
    expect(note.textContent).toBe('Credit note KHC/2627/00003');
    expect(within(wholeRow!).getByTestId('refund').textContent).toBe('₹ 1,180.00 being refunded: Balance full');
    expect(within(wholeRow!).queryByTestId('credit-note')).toBeNull();
    expect(within(wholeRow!).getByText('refunded')).toBeTruthy();
  });

  it("reads in the reader's language", () => {
    i18n.loadAndActivate({ locale: 'hi', locales: ['hi-IN'], messages: hi });
    show([paid]);
    expect(screen.getByRole('table', { name: 'सभी लेन-देन' })).toBeTruthy();
    expect(screen.getByTestId('refund').textContent).toBe('₹ 472.00 वापस किए गए: Days past the limit');
    expect(screen.getByRole('button', { name: 'क्रेडिट नोट KHC/2627/00003 डाउनलोड करें' })).toBeTruthy();
  });
});
