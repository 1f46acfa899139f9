import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconPencil, IconSearchOff } from '@tabler/icons-react';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { searchText } from '#app/features/search/search-messages.ts';
import { shortTerm } from '#app/lib/search-words.ts';

export function SearchLoading() {
  return (
    <Center py={60}>
      <Stack align="center" gap="xs" role="status">
        <Loader />
        <Text>
          <Trans>Loading results...</Trans>
        </Text>
      </Stack>
    </Center>
  );
}

export function SearchError() {
  const { t } = useLingui();
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t`Oops!`} role="alert" my="lg">
      {readerMessage('searchFailed')}
    </Alert>
  );
}

/** A search that was not sent, or that the server refused: what to change, as the reader's to fix. */
export function SearchRefused({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <Alert color="yellow" icon={<IconPencil />} title={t`Change your search`} role="alert" my="lg">
      {searchText(message)}
    </Alert>
  );
}

export function SearchEmpty({ term }: { term: string }) {
  const quoted = shortTerm(term);
  return (
    <Center py={50}>
      <Stack align="center" gap={6} ta="center">
        <IconSearchOff size={40} aria-hidden />
        <Title order={2} size="h3">
          <Trans>No Results Found</Trans>
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Trans>We couldn't find any articles matching "{quoted}". Try something else.</Trans>
        </Text>
      </Stack>
    </Center>
  );
}

export function SearchNoTerm() {
  return (
    <Alert color="blue" icon={<IconInfoCircle />} my="lg" role="status">
      {readerMessage('noSearchTerm')}
    </Alert>
  );
}
