import { createFileRoute } from '@tanstack/react-router';
import { useMembershipDays } from '#app/features/auth/api/get-balances.ts';
import { OrderSubscriptionScreen } from '#app/features/payments/components/order-subscription-screen.tsx';
import { PageTitle } from '#app/components/page-title.tsx';
import { loadPurchase, usePurchaser } from '#app/routes/-components/purchase-page.ts';

export const Route = createFileRoute('/secure/order-subscription')({
  staticData: { catalogues: ['payments'] },
  loader: ({ context: { queryClient }, location }) => loadPurchase(queryClient, location, 'days'),
  component: OrderSubscriptionPage,
});

function OrderSubscriptionPage() {
  const { me, credits } = usePurchaser(Route.useRouteContext().user);
  const days = useMembershipDays().data ?? 0;
  return (
    <>
      <PageTitle name="Buy subscription" />
      <OrderSubscriptionScreen user={me} credits={credits} remainingDays={days} />
    </>
  );
}
