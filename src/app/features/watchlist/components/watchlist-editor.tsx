import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, CloseButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { WATCHLIST } from '#shared/schemas/watchlist.ts';
import { readerMessage, readerText } from '#app/lib/reader-messages.ts';
import { toast } from '#app/lib/toast.ts';
import { useWatchlist } from '#app/features/watchlist/api/get-watchlist.ts';
import { useUpdateWatchlist } from '#app/features/watchlist/api/update-watchlist.ts';
import { termError } from '#app/features/watchlist/term-error.ts';

/** Add and remove watch-list terms; every change is saved at once. */
export function WatchlistEditor() {
  const list = useWatchlist();
  const update = useUpdateWatchlist();
  const terms = list.data?.terms ?? [];
  const { t, i18n } = useLingui();
  const count = terms.length;
  const maxTerms = WATCHLIST.maxTerms;
  // The term is checked by the shared schema's rules as it is typed (termError): the reason
  // under the field, and Add is live only for a term the list can take.
  const form = useForm({
    initialValues: { term: '' },
    validate: { term: (v) => termError(i18n, terms, v) },
    validateInputOnChange: true,
  });
  const addable = termError(i18n, terms, form.values.term) === null;

  const save = (next: string[], after?: () => void) =>
    update.mutate(next, {
      onSuccess: after,
      onError: (e) => toast(e.message ? readerText(e.message) : readerMessage('unknown'), 'error'),
    });

  const add = form.onSubmit(({ term }) => save([...terms, term.trim()], () => form.reset()));

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Group gap={8}>
            <IconEye size={20} aria-hidden />
            <Title order={2} fz="lg">
              <Trans>My watch list</Trans>
            </Title>
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>
              {count} / {maxTerms} terms
            </Trans>
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>Follow people, places and topics. News that mentions any of them appears below.</Trans>
        </Text>
        <form onSubmit={add} noValidate>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t`Add a term`}
              placeholder={t`e.g. monsoon, ISRO, Sensex`}
              maxLength={WATCHLIST.maxLength + 10}
              {...form.getInputProps('term')}
              disabled={terms.length >= WATCHLIST.maxTerms}
            />
            <Button
              type="submit"
              mt={25}
              leftSection={<IconPlus size={16} />}
              loading={update.isPending}
              disabled={!addable}
            >
              <Trans>Add</Trans>
            </Button>
          </Group>
        </form>
        {list.isPending ? (
          <Skeleton h={28} />
        ) : terms.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Your watch list is empty.</Trans>
          </Text>
        ) : (
          <Group gap={6} aria-label={t`Watch-list terms`} role="list">
            {terms.map((term) => (
              // Mantine's Pill hides its remove button from assistive tech; this one is a real button.
              <Badge
                key={term}
                role="listitem"
                size="lg"
                variant="light"
                tt="none"
                pr={4}
                rightSection={
                  <CloseButton
                    size="sm"
                    radius="xl"
                    aria-label={t`Remove ${term}`}
                    disabled={update.isPending}
                    onClick={() => save(terms.filter((x) => x !== term))}
                  />
                }
              >
                {term}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
