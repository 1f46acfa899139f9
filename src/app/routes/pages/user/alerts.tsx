import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pushSettingsQueryOptions } from '#app/features/alerts/api/push-settings.ts';
import { ALERT_TEXTS } from '#app/features/alerts/texts.ts';
import { AlertsScreen } from '#app/features/alerts/components/alerts-screen.tsx';
import { meQueryOptions, useViewer } from '#app/features/auth/api/get-me.ts';
import { PageTitle } from '#app/components/page-title.tsx';

// Alerts are for members; visitors and other readers see what membership gives. Nothing here
// asks the browser for permission: only the member's "Turn on alerts" tap does.
export const Route = createFileRoute('/pages/user/alerts')({
  staticData: { catalogues: ['alerts'] },
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions());
    // prefetch, not ensure: a failed read shows the screen's own error state.
    if (me?.member) await queryClient.prefetchQuery(pushSettingsQueryOptions());
  },
  component: AlertsPage,
});

function AlertsPage() {
  const { i18n } = useLingui();
  const { signedIn, member } = useViewer();
  return (
    <>
      <PageTitle name={i18n._(ALERT_TEXTS.title)} />
      <AlertsScreen signedIn={signedIn} member={member} />
    </>
  );
}
