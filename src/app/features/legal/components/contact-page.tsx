import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BUSINESS_ADDRESS, OTHER_PAGES } from '#app/features/legal/legal-meta.ts';
import { P } from './legal-page';
import { ExternalLink, PageLink } from './page-link';
import { StaticPage } from './static-page';

export type SiteContact = { contactEmail: string; whatsapp: string };

/** wa.me wants the number as digits with the country code and nothing else. */
function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

function ContactCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Contact details; e-mail and WhatsApp come from the server's configuration. */
export function ContactPage({ site }: { site: SiteContact | undefined }) {
  const { t } = useLingui();
  const pending = (
    <Text>
      <Trans>Loading…</Trans>
    </Text>
  );
  return (
    <StaticPage page="contact">
      <P>
        <Trans>
          Questions about the news we list, your account, a payment or a refund, a correction request from a publisher,
          or a scholarship request: we read every message and usually answer within two business days.
        </Trans>
      </P>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ContactCard title={t`E-mail`}>
          {site ? (
            <Text data-testid="contact-email">
              <ExternalLink href={`mailto:${site.contactEmail}`}>{site.contactEmail}</ExternalLink>
            </Text>
          ) : (
            pending
          )}
        </ContactCard>
        <ContactCard title={t`WhatsApp`}>
          {site ? (
            <Text data-testid="contact-whatsapp">
              <ExternalLink href={whatsappLink(site.whatsapp)}>{site.whatsapp}</ExternalLink>
            </Text>
          ) : (
            pending
          )}
          <Text size="sm" mt={4}>
            <Trans>Monday to Saturday, 10:00–18:00 IST</Trans>
          </Text>
        </ContactCard>
        <ContactCard title={t`Business address`}>
          <Stack gap={0} component="address" style={{ fontStyle: 'normal' }} data-testid="contact-address">
            {BUSINESS_ADDRESS.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
        </ContactCard>
      </SimpleGrid>
      <P>
        <Trans>
          For a payment, please include the order or payment ID from your transaction history. Publishers who want their
          feed removed can also follow the opt-out steps on the{' '}
          <PageLink to={OTHER_PAGES.botInfo.path}>KhabarBot page</PageLink>.
        </Trans>
      </P>
    </StaticPage>
  );
}
