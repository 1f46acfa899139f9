import { useLingui } from '@lingui/react/macro';
import { Alert, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { readerMessage, readerText } from '#app/lib/reader-messages.ts';
import { PageTitle } from './page-title';

/** A route that failed to load: the contract's message when there is one, else the generic one. */
export function PageError({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  const message =
    error instanceof Error && error.name === 'ApiError' ? readerText(error.message) : readerMessage('unknown');
  return (
    <Container size="md" py="xl">
      <PageTitle name={t`Something went wrong`} />
      <Alert color="red" icon={<IconAlertTriangle />} title={t`Something went wrong`} role="alert">
        {message}
      </Alert>
    </Container>
  );
}
