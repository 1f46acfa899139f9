import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '#app/features/legal/index.ts';
import { siteInfoQueryOptions, useSiteInfo } from '#app/lib/site-info.ts';

export const Route = createFileRoute('/pages/contactus')({
  staticData: { catalogues: ['legal'] },
  // Start the request early but never block the page on it: offline, the text still shows.
  loader: ({ context }) => void context.queryClient.prefetchQuery(siteInfoQueryOptions()),
  component: ContactRoute,
});

function ContactRoute() {
  const { data } = useSiteInfo();
  return <ContactPage site={data} />;
}
