import { Alert, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from './page-title';

/** A route that failed to load: the contract's message when there is one, else the generic one. */
export function PageError({ error }: ErrorComponentProps) {
  const message = error instanceof Error && error.name === 'ApiError' ? error.message : MESSAGES.unknown;
  return (
    <Container size="md" py="xl">
      <PageTitle name="Something went wrong" />
      <Alert color="red" icon={<IconAlertTriangle />} title="Something went wrong" role="alert">
        {message}
      </Alert>
    </Container>
  );
}
