import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { OFFLINE_COPY_TEXT } from '#app/lib/offline-texts.ts';

/** Marks a screen drawn from this device's saved copy rather than a fresh answer (article, story). */
export function OfflineCopyBadge() {
  const { i18n } = useLingui();
  return (
    <Badge color="orange.9" variant="filled" size="sm" tt="none" leftSection={<IconCloudOff size={12} aria-hidden />}>
      {i18n._(OFFLINE_COPY_TEXT)}
    </Badge>
  );
}
