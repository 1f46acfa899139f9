import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconPencil, IconSearchOff } from '@tabler/icons-react';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { shortTerm } from '#app/lib/search-words.ts';
import { SEARCH_TEXTS } from '#app/features/search/texts.ts';

export function SearchLoading() {
  return (
    <Center py={60}>
      <Stack align="center" gap="xs" role="status">
        <Loader />
        <Text>Loading results...</Text>
      </Stack>
    </Center>
  );
}

export function SearchError() {
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title="Oops!" role="alert" my="lg">
      {readerMessage('searchFailed')}
    </Alert>
  );
}

/** A search that was not sent, or that the server refused: what to change, as the reader's to fix. */
export function SearchRefused({ message }: { message: string }) {
  return (
    <Alert color="yellow" icon={<IconPencil />} title={SEARCH_TEXTS.refusedTitle} role="alert" my="lg">
      {message}
    </Alert>
  );
}

export function SearchEmpty({ term }: { term: string }) {
  return (
    <Center py={50}>
      <Stack align="center" gap={6} ta="center">
        <IconSearchOff size={40} aria-hidden />
        <Title order={2} size="h3">
          No Results Found
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          We couldn't find any articles matching "{shortTerm(term)}". Try something else.
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
