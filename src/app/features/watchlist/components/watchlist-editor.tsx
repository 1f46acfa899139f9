import { Badge, Button, CloseButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { WATCHLIST } from '#shared/schemas/watchlist.ts';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { toast } from '#app/lib/toast.ts';
import { useWatchlist } from '#app/features/watchlist/api/get-watchlist.ts';
import { useUpdateWatchlist } from '#app/features/watchlist/api/update-watchlist.ts';
import { termError } from '#app/features/watchlist/term-error.ts';

/** Add and remove watch-list terms; every change is saved at once. */
export function WatchlistEditor() {
  const list = useWatchlist();
  const update = useUpdateWatchlist();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const terms = list.data?.terms ?? [];

  const save = (next: string[], after?: () => void) =>
    update.mutate(next, {
      onSuccess: after,
      onError: (e) => toast(e.message || readerMessage('unknown'), 'error'),
    });

  const add = (e: FormEvent) => {
    e.preventDefault();
    const problem = termError(terms, draft);
    setError(problem);
    if (!problem) save([...terms, draft.trim()], () => setDraft(''));
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Group gap={8}>
            <IconEye size={20} aria-hidden />
            <Title order={2} fz="lg">
              My watch list
            </Title>
          </Group>
          <Text size="xs" c="dimmed">
            {terms.length} / {WATCHLIST.maxTerms} terms
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          Follow people, places and topics. News that mentions any of them appears below.
        </Text>
        <form onSubmit={add} noValidate>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label="Add a term"
              placeholder="e.g. monsoon, ISRO, Sensex"
              value={draft}
              maxLength={WATCHLIST.maxLength + 10}
              onChange={(e) => {
                setDraft(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              disabled={terms.length >= WATCHLIST.maxTerms}
            />
            <Button
              type="submit"
              mt={25}
              leftSection={<IconPlus size={16} />}
              loading={update.isPending}
              disabled={terms.length >= WATCHLIST.maxTerms}
            >
              Add
            </Button>
          </Group>
        </form>
        {list.isPending ? (
          <Skeleton h={28} />
        ) : terms.length === 0 ? (
          <Text size="sm" c="dimmed">
            Your watch list is empty.
          </Text>
        ) : (
          <Group gap={6} aria-label="Watch-list terms" role="list">
            {terms.map((t) => (
              // Mantine's Pill hides its remove button from assistive tech; this one is a real button.
              <Badge
                key={t}
                role="listitem"
                size="lg"
                variant="light"
                tt="none"
                pr={4}
                rightSection={
                  <CloseButton
                    size="sm"
                    radius="xl"
                    aria-label={`Remove ${t}`}
                    disabled={update.isPending}
                    onClick={() => save(terms.filter((x) => x !== t))}
                  />
                }
              >
                {t}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
