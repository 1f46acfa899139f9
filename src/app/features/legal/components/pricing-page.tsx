import { Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CREDIT, MEMBERSHIP } from '#shared/constants.ts';
import { OTHER_PAGES } from '#app/features/legal/legal-meta.ts';
import { formatRupees, pricingPlans, type PlanPrice } from '#app/features/legal/pricing.ts';
import { LegalSectionView, P } from './legal-page';
import { PageLink } from './page-link';
import { StaticPage } from './static-page';

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

const taxNote = (p: PlanPrice) =>
  `${p.days} days = ${p.credits} credits = ${formatRupees(p.taxablePaise)} + ${formatRupees(p.gstPaise)} GST`;

export function PricingPage() {
  const { monthly, longest, annual, minimum } = pricingPlans();
  return (
    <StaticPage title={OTHER_PAGES.pricing.title}>
      <P>
        Reading the news on Khabar is free. Membership adds AI analysis and bookmarks. You pay for membership with
        prepaid credits: one credit costs ₹{CREDIT.rupeesPerCredit}, and a day of membership costs{' '}
        {MEMBERSHIP.creditsPerDay} credits. GST at {CREDIT.gstPercent} % is added when you buy credits.
      </P>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <PlanCard name="Free" price={formatRupees(0)} note="No account needed to read" testId="plan-free">
          <List.Item>Latest, today&apos;s, category and source news</List.Item>
          <List.Item>Search and advanced search</List.Item>
          <List.Item>Listen to articles read aloud</List.Item>
          <List.Item>Works offline once installed</List.Item>
          <List.Item>Watch list of topics when signed in</List.Item>
        </PlanCard>
        <PlanCard
          name="Membership, monthly"
          price={formatRupees(monthly.totalPaise)}
          note={taxNote(monthly)}
          testId="plan-monthly"
        >
          <List.Item>Everything in Free</List.Item>
          <List.Item>AI analysis: bias, sentiment, missing angles, explain like I am 15</List.Item>
          <List.Item>Bookmarks that stay readable offline</List.Item>
        </PlanCard>
        <PlanCard
          name="Membership, annual"
          badge={`2 × ${longest.days} days`}
          price={formatRupees(annual.totalPaise)}
          note={`${annual.days} days as two ${longest.days}-day plans of ${formatRupees(longest.totalPaise)} each`}
          testId="plan-annual"
        >
          <List.Item>Everything in the monthly membership</List.Item>
          <List.Item>
            You can hold at most {MEMBERSHIP.maxHeldDays} days at a time, so a year is bought as two {longest.days}-day
            plans; buy the second when the first ends.
          </List.Item>
          <List.Item>{taxNote(longest)}</List.Item>
        </PlanCard>
      </SimpleGrid>
      <LegalSectionView heading="Choose your own length">
        <P>
          Membership can be bought for any number of days from {MEMBERSHIP.minDays} to {MEMBERSHIP.maxDays}, at{' '}
          {MEMBERSHIP.creditsPerDay} credits a day. The shortest, {taxNote(minimum)}. A new membership starts when your
          current one ends, and you never hold more than {MEMBERSHIP.maxHeldDays} days.
        </P>
      </LegalSectionView>
      <LegalSectionView heading="Buying credits">
        <P>
          Credits are bought {CREDIT.minPurchase} to {CREDIT.maxPurchase} at a time, and your balance can hold up to{' '}
          {CREDIT.maxBalance} credits. GST is charged as CGST and SGST within West Bengal and as IGST elsewhere, and
          every purchase comes with a tax invoice. Unused credits can be returned under the{' '}
          <PageLink to="/pages/returnrefund">Return and Refund Policy</PageLink>.
        </P>
      </LegalSectionView>
      <LegalSectionView heading="Scholarships">
        <P>
          Students, teachers, journalism trainees and readers who cannot afford membership can ask for a scholarship:
          free membership credits, renewed each term while you need them. Write to us through the{' '}
          <PageLink to={OTHER_PAGES.contact.path}>Contact Us</PageLink> page with a line about yourself; no documents
          are needed and we answer every request within a week.
        </P>
      </LegalSectionView>
    </StaticPage>
  );
}
