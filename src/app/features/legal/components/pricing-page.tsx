import '@mantine/core/styles/List.css';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CREDIT, MEMBERSHIP } from '#shared/constants.ts';
import { OTHER_PAGES } from '#app/features/legal/legal-meta.ts';
import { formatRupees, pricingPlans, type PlanPrice } from '#app/features/legal/pricing.ts';
import { LegalSectionView, P } from './legal-page';
import { PageLink } from './page-link';
import { StaticPage } from './static-page';

const { rupeesPerCredit, gstPercent, minPurchase, maxPurchase, maxBalance } = CREDIT;
const { creditsPerDay, minDays, maxDays, maxHeldDays } = MEMBERSHIP;

function PlanCard(props: {
  name: string;
  price: string;
  note: string;
  testId: string;
  children: ReactNode;
  badge?: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={props.testId}>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {props.name}
        </Title>
        {props.badge && (
          <Badge variant="light" w="fit-content">
            {props.badge}
          </Badge>
        )}
        <Text fz={28} fw={700} data-testid="plan-price">
          {props.price}
        </Text>
        <Text size="sm">{props.note}</Text>
        <List spacing={4} size="sm">
          {props.children}
        </List>
      </Stack>
    </Card>
  );
}

/** "30 days = 150 credits = ₹150.00 + ₹27.00 GST". */
const taxNote = (i18n: I18n, p: PlanPrice) => {
  const { days, credits } = p;
  const taxable = formatRupees(p.taxablePaise);
  const gst = formatRupees(p.gstPaise);
  return i18n._(msg`${days} days = ${credits} credits = ${taxable} + ${gst} GST`);
};

export function PricingPage() {
  const { t, i18n } = useLingui();
  const { monthly, longest, annual, minimum } = pricingPlans();
  const longestDays = longest.days;
  const annualDays = annual.days;
  const longestPrice = formatRupees(longest.totalPaise);
  const shortest = taxNote(i18n, minimum);
  return (
    <StaticPage page="pricing">
      <P>
        <Trans>
          Reading the news on Khabar is free. Membership adds AI analysis and bookmarks. You pay for membership with
          prepaid credits: one credit costs ₹{rupeesPerCredit}, and a day of membership costs {creditsPerDay} credits.
          GST at {gstPercent} % is added when you buy credits.
        </Trans>
      </P>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <PlanCard name={t`Free`} price={formatRupees(0)} note={t`No account needed to read`} testId="plan-free">
          <List.Item>
            <Trans>Latest, today&apos;s, category and source news</Trans>
          </List.Item>
          <List.Item>
            <Trans>Search and advanced search</Trans>
          </List.Item>
          <List.Item>
            <Trans>Listen to articles read aloud</Trans>
          </List.Item>
          <List.Item>
            <Trans>Works offline once installed</Trans>
          </List.Item>
          <List.Item>
            <Trans>Watch list of topics when signed in</Trans>
          </List.Item>
        </PlanCard>
        <PlanCard
          name={t`Membership, monthly`}
          price={formatRupees(monthly.totalPaise)}
          note={taxNote(i18n, monthly)}
          testId="plan-monthly"
        >
          <List.Item>
            <Trans>Everything in Free</Trans>
          </List.Item>
          <List.Item>
            <Trans>AI analysis: bias, sentiment, missing angles, explain like I am 15</Trans>
          </List.Item>
          <List.Item>
            <Trans>Bookmarks that stay readable offline</Trans>
          </List.Item>
        </PlanCard>
        <PlanCard
          name={t`Membership, annual`}
          badge={t`2 × ${longestDays} days`}
          price={formatRupees(annual.totalPaise)}
          note={t`${annualDays} days as two ${longestDays}-day plans of ${longestPrice} each`}
          testId="plan-annual"
        >
          <List.Item>
            <Trans>Everything in the monthly membership</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              You can hold at most {maxHeldDays} days at a time, so a year is bought as two {longestDays}-day plans; buy
              the second when the first ends.
            </Trans>
          </List.Item>
          <List.Item>{taxNote(i18n, longest)}</List.Item>
        </PlanCard>
      </SimpleGrid>
      <LegalSectionView heading={t`Choose your own length`}>
        <P>
          <Trans>
            Membership can be bought for any number of days from {minDays} to {maxDays}, at {creditsPerDay} credits a
            day. The shortest, {shortest}. A new membership starts when your current one ends, and you never hold more
            than {maxHeldDays} days.
          </Trans>
        </P>
      </LegalSectionView>
      <LegalSectionView heading={t`Buying credits`}>
        <P>
          <Trans>
            Credits are bought {minPurchase} to {maxPurchase} at a time, and your balance can hold up to {maxBalance}{' '}
            credits. GST is charged as CGST and SGST within West Bengal and as IGST elsewhere, and every purchase comes
            with a tax invoice. Unused credits can be returned under the{' '}
            <PageLink to="/pages/returnrefund">Return and Refund Policy</PageLink>.
          </Trans>
        </P>
      </LegalSectionView>
      <LegalSectionView heading={t`Scholarships`}>
        <P>
          <Trans>
            Students, teachers, journalism trainees and readers who cannot afford membership can ask for a scholarship:
            free membership credits, renewed each term while you need them. Write to us through the{' '}
            <PageLink to={OTHER_PAGES.contact.path}>Contact Us</PageLink> page with a line about yourself; no documents
            are needed and we answer every request within a week.
          </Trans>
        </P>
      </LegalSectionView>
    </StaticPage>
  );
}
