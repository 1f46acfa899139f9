import { createFileRoute } from '@tanstack/react-router';
import { BotInfoPage } from '#app/features/legal/index.ts';
import { useSiteInfo } from '#app/lib/site-info.ts';
import { loadSiteInfo } from '#app/routes/-components/site-info-page.ts';

export const Route = createFileRoute('/pages/bot-info')({
  staticData: { catalogues: ['legal'] },
  loader: loadSiteInfo,
  component: BotInfoRoute,
});

function BotInfoRoute() {
  const { data } = useSiteInfo();
  // The site's configured address (the server renders this page too, with no window).
  const origin = data?.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return <BotInfoPage site={data} origin={origin} />;
}
