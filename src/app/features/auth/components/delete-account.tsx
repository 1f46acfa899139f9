import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IconTrash } from '@tabler/icons-react';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { toast } from '#app/lib/toast.ts';
import { useRemoveUser } from '#app/features/auth/api/remove-user.ts';
import { endClientSession } from '#app/features/auth/end-session.ts';

/** Account deletion: confirm (No/Ok), delete, forget everything, go to login. */
export function DeleteAccount() {
  const [opened, dialog] = useDisclosure(false);
  const remove = useRemoveUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        dialog.close();
        toast(readerMessage('userRemoved'), 'success');
        endClientSession(queryClient);
        void navigate({ to: '/pages/user/login', replace: true });
      },
      onError: () => toast(readerMessage('userRemoveFailed'), 'error'),
    });

  return (
    <Paper withBorder radius="lg" p="lg" style={{ borderColor: 'var(--mantine-color-red-outline)' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <Trans>Delete account</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Removes your profile, photos, watch list and bookmarks and signs you out everywhere. Tax invoices of past
            purchases are kept as the law requires, without your personal details.
          </Trans>
        </Text>
        <Group>
          <Button color="red" variant="outline" leftSection={<IconTrash size={16} />} onClick={dialog.open}>
            <Trans>Delete my account</Trans>
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={dialog.close} title={t`Delete your account?`} centered>
        <Stack>
          <Text size="sm">
            <Trans>This cannot be undone. Do you want to delete your Khabar account?</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close} disabled={remove.isPending}>
              <Trans>No</Trans>
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              <Trans>Ok</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
