import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconLinkOff } from '@tabler/icons-react';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { browserOffline, isNetworkFailure } from '#app/lib/network.ts';
import {
  BROKEN_LINK_TEXT,
  BROKEN_LINK_TITLE,
  NOT_SAVED_OFFLINE_TEXT,
  NOT_SAVED_OFFLINE_TITLE,
} from '#app/features/article/texts.ts';
import { SearchAddressWords } from './article-not-found';

type Props = { url: string; error: unknown; variant: 'page' | 'dialog'; onClose: () => void; onRetry: () => void };

/**
 * Why an article did not open, and what the reader can do: an address Khabar has no article at
 * (or cannot read) is a broken link, with a search for the words in it; no network and no copy
 * on this device means the article was not saved for offline reading; anything else may pass,
 * so it can be tried again.
 */
export function ArticleFailed({ url, error, variant, onClose, onRetry }: Props) {
  const { i18n } = useLingui();
  const status = isApiError(error) ? error.status : undefined;
  const broken = status === 404 || status === 400;
  const offline = !broken && (browserOffline() || isNetworkFailure(error));
  return (
    <Stack>
      {broken ? (
        <Alert color="gray" icon={<IconLinkOff />} role="alert" title={i18n._(BROKEN_LINK_TITLE)}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{i18n._(BROKEN_LINK_TEXT)}</Text>
            <SearchAddressWords url={url} />
          </Stack>
        </Alert>
      ) : offline ? (
        <Alert color="gray" icon={<IconCloudOff />} role="alert" title={i18n._(NOT_SAVED_OFFLINE_TITLE)}>
          {i18n._(NOT_SAVED_OFFLINE_TEXT)}
        </Alert>
      ) : (
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          role="alert"
          title={readerMessage(variant === 'dialog' ? 'articleFailedDialog' : 'articleFailedPage')}
        />
      )}
      <Group justify="flex-end">
        {!broken && (
          <Button variant="light" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
