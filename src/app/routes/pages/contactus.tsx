import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '#app/features/legal/index.ts';
import { useSiteInfo } from '#app/lib/site-info.ts';
import { loadSiteInfo } from '#app/routes/-components/site-info-page.ts';

export const Route = createFileRoute('/pages/contactus')({
  staticData: { catalogues: ['legal'] },
  loader: loadSiteInfo,
  component: ContactRoute,
});

function ContactRoute() {
  const { data } = useSiteInfo();
  return <ContactPage site={data} />;
}
