import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { SitePreview } from '#app/components/share-preview.tsx';
import { useId, type ReactNode } from 'react';
import { LEGAL_DOCS, type LegalKey } from '#app/features/legal/legal-meta.ts';

type LegalSection = { heading: string; body: ReactNode };
export type LegalDocument = { key: LegalKey; intro?: ReactNode; sections: LegalSection[]; numbered?: boolean };

/** One legal text: heading, last-updated line, then one <section> with an h2 per part. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const meta = LEGAL_DOCS[doc.key];
  const titleId = useId();
  const { t } = useLingui();
  // The documents and their titles and dates are in English as published; the words around them follow the reader.
  const { title, updated } = meta;
  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py="xl">
      <SitePreview name={meta.title} description={t`Khabar’s ${title}, last updated ${updated}.`} />
      <article aria-labelledby={titleId} data-testid="static-page">
        <Stack gap="lg">
          <div>
            <Title order={1} id={titleId}>
              {meta.title}
            </Title>
            <Text size="sm" fw={500} mt={4} data-testid="last-updated">
              <Trans>Last updated: {updated}</Trans>
            </Text>
          </div>
          {doc.intro}
          {doc.sections.map((s, i) => (
            <LegalSectionView key={s.heading} heading={doc.numbered ? `${i + 1}. ${s.heading}` : s.heading}>
              {s.body}
            </LegalSectionView>
          ))}
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
