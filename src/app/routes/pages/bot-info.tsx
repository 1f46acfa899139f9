import { createFileRoute } from '@tanstack/react-router';
import { BotInfoPage } from '#app/features/legal/index.ts';
import { siteInfoQueryOptions, useSiteInfo } from '#app/lib/site-info.ts';

export const Route = createFileRoute('/pages/bot-info')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(siteInfoQueryOptions()),
  component: BotInfoRoute,
});

function BotInfoRoute() {
  const { data } = useSiteInfo();
  return <BotInfoPage site={data} origin={window.location.origin} />;
}
