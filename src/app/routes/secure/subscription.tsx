import { createFileRoute } from '@tanstack/react-router';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { membershipsQueryOptions } from '#app/features/payments/api/get-memberships.ts';
import { SubscriptionHistory } from '#app/features/payments/components/subscription-history.tsx';
import { PageTitle } from '#app/components/page-title.tsx';
import { historyAddress, useHistoryPaging } from '#app/routes/-components/history-paging.ts';

export const Route = createFileRoute('/secure/subscription')({
  staticData: { catalogues: ['payments'] },
  ...historyAddress,
  // prefetch, not ensure: a failed list (a 429 too) shows the screen's message, not a route error.
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(membershipsQueryOptions(deps.page, deps.size)),
  component: SubscriptionPage,
});

function SubscriptionPage() {
  const { user } = Route.useRouteContext();
  const member = (useMe().data ?? user).member;
  return (
    <>
      <PageTitle name="Membership history" />
      <SubscriptionHistory paging={useHistoryPaging(Route.fullPath)} member={member} />
    </>
  );
}
