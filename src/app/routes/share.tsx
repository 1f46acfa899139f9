import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconCircleCheck, IconExternalLink, IconNews } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { useViewer } from '#app/features/auth/api/get-me.ts';
import { useAddBookmark } from '#app/features/bookmarks/api/add-bookmark.ts';
import { shareAddressSchema } from '#shared/schemas/addresses.ts';
import { sharedLink } from '#app/features/pwa/share.ts';
import { PageTitle } from '#app/components/page-title.tsx';

// The manifest's share target: a link shared from any app opens here.
export const Route = createFileRoute('/share')({
  validateSearch: shareAddressSchema,
  component: SharePage,
});

function SharePage() {
  const search = Route.useSearch();
  const link = sharedLink(search);
  const { member } = useViewer();
  const add = useAddBookmark();
  const [saved, setSaved] = useState(false);
  const { t } = useLingui();
  return (
    <Container size="sm" py="xl">
      <PageTitle name={t`Shared with Khabar`} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={26}>
            <Trans>Shared with Khabar</Trans>
          </Title>
          {!link ? (
            <Text>
              <Trans>
                No web link was found in what was shared. Share the article’s link from your browser or news app.
              </Trans>
            </Text>
          ) : (
            <>
              <Stack gap={4}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {link.title}
                </Text>
                <Anchor
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  c="dimmed"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {link.url} <IconExternalLink size={12} aria-hidden />
                </Anchor>
              </Stack>
              <Group gap="sm">
                <Button
                  leftSection={<IconNews size={16} />}
                  renderRoot={(p) => <Link to="/pages/news/details/$url" params={{ url: link.url }} {...p} />}
                >
                  <Trans>Open in Khabar</Trans>
                </Button>
                {member && (
                  <Button
                    variant="light"
                    leftSection={<IconBookmark size={16} />}
                    loading={add.isPending}
                    disabled={saved}
                    onClick={() => add.mutate(link, { onSuccess: () => setSaved(true) })}
                  >
                    {saved ? <Trans>Bookmarked</Trans> : <Trans>Save to my bookmarks</Trans>}
                  </Button>
                )}
              </Group>
              {!member && (
                <Text size="sm" c="dimmed">
                  {readerMessage('bookmarkMembershipRequired')}.
                </Text>
              )}
              {saved && (
                <Alert
                  color="teal"
                  variant="light"
                  icon={<IconCircleCheck />}
                  role="alert"
                  title={readerMessage('bookmarkSuccess')}
                >
                  <Anchor component={Link} to="/pages/news/bookmarks" size="sm">
                    <Trans>Go to my bookmarks</Trans>
                  </Anchor>
                </Alert>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
