import { Container, Stack, Title } from '@mantine/core';
import { SitePreview } from '#app/components/share-preview.tsx';
import { useId, type ReactNode } from 'react';

/** Frame of the non-legal static pages: a readable column with one h1. */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
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
