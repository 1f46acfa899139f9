import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { historyAddressSchema } from '#shared/schemas/addresses.ts';
import { HISTORY_DEFAULTS } from '#app/features/payments/history/history-params.ts';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { membershipsQueryOptions } from '#app/features/payments/api/get-memberships.ts';
import { SubscriptionHistory } from '#app/features/payments/components/subscription-history.tsx';
import { PageTitle } from '#app/components/page-title.tsx';
import { useHistoryPaging } from '#app/routes/-components/history-paging.ts';

export const Route = createFileRoute('/secure/subscription')({
  staticData: { catalogues: ['payments'] },
  validateSearch: historyAddressSchema,
  search: { middlewares: [stripSearchParams(HISTORY_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
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
