import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Tooltip.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Image, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { API } from '#shared/api-paths.ts';
import { readerMessage } from '#app/lib/reader-messages.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { toast } from '#app/lib/toast.ts';
import { useAddAlbumPhotos } from '#app/features/profile/api/add-album-photos.ts';
import { useRemoveAlbumPhoto } from '#app/features/profile/api/remove-album-photo.ts';
import { photosProblem, uploadReason } from '#app/features/profile/profile-messages.ts';
import { ImageFileButton } from './image-file-button';

/** The photo album: upload several at once, remove one at a time. */
export function Album({ user }: { user: AccountUser }) {
  const add = useAddAlbumPhotos(user.username);
  const remove = useRemoveAlbumPhoto(user.username);
  const { t } = useLingui();
  const upload = (files: File[]) => {
    if (files.length === 0) return;
    const problem = photosProblem(files, user.albumImages.length);
    if (problem) return void toast(readerMessage('uploadFailed'), 'error', problem);
    add.mutate(files, {
      onSuccess: () => toast(readerMessage('uploadOk'), 'success'),
      onError: (e) => toast(readerMessage('uploadFailed'), 'error', uploadReason(e)),
    });
  };
  const drop = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => toast(readerMessage('photoRemoved'), 'success'),
      onError: () => toast(readerMessage('photoRemoveFailed'), 'error'),
    });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            <Trans>Photo album</Trans>
          </Title>
          <ImageFileButton onChange={upload} multiple icon={<IconPhotoPlus size={16} />} loading={add.isPending}>
            <Trans>Add photos</Trans>
          </ImageFileButton>
        </Group>
        {user.albumImages.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No photos yet. Add a few to your public profile.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" role="list" aria-label={t`Album photos`}>
            {user.albumImages.map((id, i) => {
              const n = i + 1;
              return (
                <div key={id} role="listitem" style={{ position: 'relative' }}>
                  <Image
                    src={`${API.user.profileImage}/${id}`}
                    alt={t`Album photo ${n}`}
                    radius="md"
                    h={120}
                    fit="cover"
                  />
                  <Tooltip label={t`Remove photo`}>
                    <ActionIcon
                      color="red"
                      variant="filled"
                      size="sm"
                      aria-label={t`Remove album photo ${n}`}
                      onClick={() => drop(id)}
                      loading={remove.isPending && remove.variables === id}
                      style={{ position: 'absolute', top: 6, right: 6 }}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Tooltip>
                </div>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
