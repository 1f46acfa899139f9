import { Container, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { APP_NAME } from '#shared/constants.ts';
import { useId, type ReactNode } from 'react';

/** Frame of the non-legal static pages: a readable column with one h1. */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  useDocumentTitle(`${title} · ${APP_NAME}`);
  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py="xl">
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
