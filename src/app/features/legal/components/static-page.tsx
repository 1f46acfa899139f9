import { useLingui } from '@lingui/react';
import { Container, Stack, Title } from '@mantine/core';
import { SitePreview } from '#app/components/share-preview.tsx';
import { useId, type ReactNode } from 'react';
import type { SITE_PAGES } from '#app/lib/site-pages.ts';
import { PAGE_TITLES } from '#app/features/legal/page-titles.ts';

/** Frame of the non-legal static pages: a readable column with one h1, the page's title in the reader's language. */
export function StaticPage({ page, children }: { page: keyof typeof SITE_PAGES; children: ReactNode }) {
  const id = useId();
  const { i18n } = useLingui();
  const title = i18n._(PAGE_TITLES[page]);
  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py="xl">
      <SitePreview name={title} />
      <article aria-labelledby={id} data-testid="static-page">
        <Stack gap="lg">
          <Title order={1} id={id}>
            {title}
          </Title>
          {children}
        </Stack>
      </article>
    </Container>
  );
}
