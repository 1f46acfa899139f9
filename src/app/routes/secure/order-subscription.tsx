import { createFileRoute } from '@tanstack/react-router';
import {
  creditBalanceQueryOptions,
  membershipDaysQueryOptions,
  useCreditBalance,
  useMembershipDays,
} from '#app/features/auth/api/get-balances.ts';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { orSignIn } from '#app/features/auth/guards.ts';
import { OrderSubscriptionScreen } from '#app/features/payments/components/order-subscription-screen.tsx';
import { siteInfoQueryOptions } from '#app/lib/site-info.ts';
import { PageTitle } from '#app/components/page-title.tsx';

export const Route = createFileRoute('/secure/order-subscription')({
  staticData: { catalogues: ['payments'] },
  loader: ({ context: { queryClient }, location }) =>
    orSignIn(
      Promise.all([
        queryClient.ensureQueryData(creditBalanceQueryOptions()),
        queryClient.ensureQueryData(membershipDaysQueryOptions()),
        queryClient.ensureQueryData(siteInfoQueryOptions()),
      ]),
      location,
    ),
  component: OrderSubscriptionPage,
});

function OrderSubscriptionPage() {
  const { user } = Route.useRouteContext();
  const me = useMe().data ?? user;
  const credits = useCreditBalance().data ?? 0;
  const days = useMembershipDays().data ?? 0;
  return (
    <>
      <PageTitle name="Buy subscription" />
      <OrderSubscriptionScreen user={me} credits={credits} remainingDays={days} />
    </>
  );
}
