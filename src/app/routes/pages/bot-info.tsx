import { createFileRoute } from '@tanstack/react-router';
import { BotInfoPage } from '../../features/legal';
import { siteInfoQueryOptions, useSiteInfo } from '../../lib/site-info';

export const Route = createFileRoute('/pages/bot-info')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(siteInfoQueryOptions()),
  component: BotInfoRoute,
});

function BotInfoRoute() {
  const { data } = useSiteInfo();
  return <BotInfoPage site={data} origin={window.location.origin} />;
}
