import { lazy, Suspense } from 'react';
import { useMe, useViewer } from '#app/features/auth/api/get-me.ts';
import { StatusBar } from '#app/components/shell/status-bar.tsx';
import { OfflineIndicator } from '#app/features/pwa/offline-indicator.tsx';
import { UpdatePrompt } from '#app/features/pwa/update-prompt.tsx';

// My languages from the profile and the first visit's offer: after the first screen, beside it.
const LanguagesOnDevice = lazy(() =>
  import('#app/features/languages/components/languages-on-device.tsx').then((m) => ({
    default: m.LanguagesOnDevice,
  })),
);

// The outbox, its badge and Dexie load for signed-in readers only: a visitor has nothing to sync.
const SyncStatus = lazy(() =>
  import('#app/features/offline/components/sync-status.tsx').then((m) => ({ default: m.SyncStatus })),
);

/**
 * Above every page: the service worker's update prompt; at the foot of every page, the status
 * bar with the offline badge and, for signed-in readers, the outbox's sync badge; My languages
 * from the profile, and the first visit's offer of the browser's languages. Loaded beside the first screen (with workbox-window),
 * since none of it is needed to show the first page.
 */
export default function Overlays() {
  const { signedIn, member } = useViewer();
  const me = useMe();
  return (
    <>
      <UpdatePrompt />
      <Suspense fallback={null}>
        <LanguagesOnDevice user={me.isPending ? undefined : (me.data ?? null)} />
      </Suspense>
      <StatusBar>
        <OfflineIndicator />
        {signedIn && (
          <Suspense fallback={null}>
            <SyncStatus signedIn={signedIn} member={member} />
          </Suspense>
        )}
      </StatusBar>
    </>
  );
}
