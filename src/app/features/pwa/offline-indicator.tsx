import { Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { OFFLINE_TEXT } from './texts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** A quiet badge while the browser reports no network; saved pages keep working. It sits in the status bar. */
export function OfflineIndicator() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
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
      {OFFLINE_TEXT}
    </Badge>
  );
}
