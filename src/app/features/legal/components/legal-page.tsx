import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { SitePreview } from '#app/components/share-preview.tsx';
import { useId, type ReactNode } from 'react';
import { LEGAL_DOCS, type LegalKey } from '#app/features/legal/legal-meta.ts';
import { PAGE_TITLES } from '#app/features/legal/page-titles.ts';
import { SOURCE_INTERFACE_LANGUAGE } from '#shared/interface-language.ts';

type LegalSection = { heading: string; body: ReactNode };
export type LegalDocument = { key: LegalKey; intro?: ReactNode; sections: LegalSection[]; numbered?: boolean };

/**
 * One legal text: heading, last-updated line, then one <section> with an h2 per part. The
 * documents and their dates are in English as published (docs/translating.md): in another
 * interface language the title is the reader's and a note says the text that applies is English,
 * which is marked `lang="en"` for screen readers and hyphenation.
 */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const meta = LEGAL_DOCS[doc.key];
  const titleId = useId();
  const { t, i18n } = useLingui();
  const title = i18n._(PAGE_TITLES[doc.key]);
  const { updated } = meta;
  const inEnglish = i18n.locale === SOURCE_INTERFACE_LANGUAGE;
  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py="xl">
      <SitePreview name={title} description={t`Khabar’s ${title}, last updated ${updated}.`} />
      <article aria-labelledby={titleId} data-testid="static-page">
        <Stack gap="lg">
          <div>
            <Title order={1} id={titleId}>
              {title}
            </Title>
            <Text size="sm" fw={500} mt={4} data-testid="last-updated">
              <Trans>Last updated: {updated}</Trans>
            </Text>
          </div>
          {!inEnglish && (
            <Alert variant="light" data-testid="published-in-english">
              <Trans>This document is published in English, and the English text below is the one that applies.</Trans>
            </Alert>
          )}
          <Stack gap="lg" lang={inEnglish ? undefined : SOURCE_INTERFACE_LANGUAGE}>
            {doc.intro}
            {doc.sections.map((s, i) => (
              <LegalSectionView key={s.heading} heading={doc.numbered ? `${i + 1}. ${s.heading}` : s.heading}>
                {s.body}
              </LegalSectionView>
            ))}
          </Stack>
        </Stack>
      </article>
    </Container>
  );
}

export function LegalSectionView({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} size="h3" mb="xs">
        {heading}
      </Title>
      <Stack gap="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Stack>
    </section>
  );
}

/** A paragraph of body text with a comfortable line height on phones. */
export function P({ children }: { children: ReactNode }) {
  return <Text lh={1.65}>{children}</Text>;
}
