import { createFileRoute } from '@tanstack/react-router';
import { AddCreditsScreen } from '#app/features/payments/components/add-credits-screen.tsx';
import { PageTitle } from '#app/components/page-title.tsx';
import { loadPurchase, usePurchaser } from '#app/routes/-components/purchase-page.ts';

export const Route = createFileRoute('/secure/order')({
  staticData: { catalogues: ['payments'] },
  loader: ({ context: { queryClient }, location }) => loadPurchase(queryClient, location, 'credits'),
  component: AddCreditsPage,
});

function AddCreditsPage() {
  const { me, credits } = usePurchaser(Route.useRouteContext().user);
  return (
    <>
      <PageTitle name="Add credits" />
      <AddCreditsScreen user={me} balance={credits} />
    </>
  );
}
