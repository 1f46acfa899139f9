import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { OFFLINE_TEXT } from './texts';

/** A quiet badge while the browser reports no network; saved pages keep working. It sits in the status bar. */
export function OfflineIndicator() {
  const { online } = useNetwork();
  const { i18n } = useLingui();
  if (online) return null;
  return (
    <Badge
      role="status"
      size="lg"
      color="gray.8"
      variant="filled"
      leftSection={<IconWifiOff size={14} aria-hidden />}
      styles={{ label: { textTransform: 'none' } }}
    >
      {i18n._(OFFLINE_TEXT)}
    </Badge>
  );
}
