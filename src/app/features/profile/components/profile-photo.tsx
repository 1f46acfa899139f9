import '@mantine/core/styles/Avatar.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { readerMessage } from '#app/lib/reader-messages.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { toast } from '#app/lib/toast.ts';
import { photosProblem, uploadReason } from '#app/features/profile/profile-messages.ts';
import { useUpdateUser } from '#app/features/profile/api/update-user.ts';
import { ImageFileButton } from './image-file-button';

/** The profile photo: sent with the multipart update (`file`), served by profileimage/{id}. */
export function ProfilePhoto({ user }: { user: AccountUser }) {
  const update = useUpdateUser();
  const { t } = useLingui();
  const username = user.username;
  const year = new Date(user.creationDate).getFullYear();
  const name = `${user.firstName} ${user.lastName}`.trim();
  const upload = (file: File | null) => {
    if (!file) return;
    const problem = photosProblem([file]);
    if (problem) return void toast(readerMessage('uploadFailed'), 'error', problem);
    update.mutate(
      { userModel: {}, file },
      {
        onSuccess: () => toast(readerMessage('uploadOk'), 'success'),
        // The catalogue's text, with the server's reason (a file too large…) under it.
        onError: (e) => toast(readerMessage('uploadFailed'), 'error', uploadReason(e)),
      },
    );
  };
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="lg" wrap="wrap">
        <Avatar
          src={user.imagePath ?? undefined}
          name={name}
          color="indigo.9"
          variant="filled"
          size={96}
          radius={96}
          alt={t`Profile photo of ${name}`}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 180 }}>
          <Title order={2} fz="lg">
            {name || user.username}
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              @{username} · member since {year}
            </Trans>
          </Text>
          <Group>
            <ImageFileButton onChange={upload} icon={<IconCamera size={16} />} loading={update.isPending}>
              <Trans>Change photo</Trans>
            </ImageFileButton>
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>JPEG, PNG, WebP or GIF, at most 5 MB.</Trans>
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
