import '@mantine/core/styles/List.css';
import { List } from '@mantine/core';
import { P, type LegalDocument } from '#app/features/legal/components/legal-page.tsx';
import { PageLink } from '#app/features/legal/components/page-link.tsx';
import { REFUND } from '#app/features/legal/legal-meta.ts';

const r = REFUND;

export const returnRefund: LegalDocument = {
  key: 'returnRefund',
  intro: (
    <P>
      Khabar sells digital credits and membership days, not physical goods. This policy explains when you can return a
      purchase and how refunds are paid.
    </P>
  ),
  sections: [
    {
      heading: 'What this policy covers',
      body: (
        <P>
          Credits bought with a card or other payment method, and membership days bought with credits or by card. Free
          features of Khabar cost nothing and need no refund.
        </P>
      ),
    },
    {
      heading: `${r.returnWindowDays}-day return window`,
      body: (
        <P>
          You may return unused credits within {r.returnWindowDays} days of buying them. Membership days that have not
          started yet may be returned in the same window; days already started or used are not refundable, except where
          the service failed to work for you.
        </P>
      ),
    },
    {
      heading: `${r.euCoolingOffDays}-day cooling-off period for EU customers`,
      body: (
        <P>
          If you live in the European Union you may cancel any purchase within {r.euCoolingOffDays} days without giving
          a reason. If you start using membership days during that period, you agree that the days used are not
          refunded.
        </P>
      ),
    },
    {
      heading: 'How to ask for a refund',
      body: (
        <List spacing="xs" type="ordered">
          <List.Item>
            Write to us through the <PageLink to="/pages/contactus">Contact Us</PageLink> page from the e-mail address
            of your account.
          </List.Item>
          <List.Item>Give the order or payment ID shown in your transaction history.</List.Item>
          <List.Item>Tell us briefly why; this helps us improve but is not a condition of the refund.</List.Item>
        </List>
      ),
    },
    {
      heading: 'When you will be paid',
      body: (
        <P>
          Approved refunds, including the GST charged, are paid to the original payment method within{' '}
          {r.refundBusinessDays} business days. We issue a credit note for the tax invoice, and the refunded credits or
          days are removed from your balance.
        </P>
      ),
    },
    {
      heading: 'If your refund has not arrived',
      body: (
        <P>
          Banks sometimes take longer to show a refund. If it has not reached you {r.followUpBusinessDays} business days
          after we confirmed it, contact us again with the payment ID and we will trace it with our payment partner.
        </P>
      ),
    },
  ],
};
