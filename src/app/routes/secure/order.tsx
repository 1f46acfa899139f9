import { createFileRoute } from '@tanstack/react-router';
import { creditBalanceQueryOptions, useCreditBalance } from '#app/features/auth/api/get-balances.ts';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { orSignIn } from '#app/features/auth/guards.ts';
import { AddCreditsScreen } from '#app/features/payments/components/add-credits-screen.tsx';
import { siteInfoQueryOptions } from '#app/lib/site-info.ts';
import { PageTitle } from '#app/components/page-title.tsx';

export const Route = createFileRoute('/secure/order')({
  staticData: { catalogues: ['payments'] },
  loader: ({ context: { queryClient }, location }) =>
    orSignIn(
      Promise.all([
        queryClient.ensureQueryData(creditBalanceQueryOptions()),
        queryClient.ensureQueryData(siteInfoQueryOptions()),
      ]),
      location,
    ),
  component: AddCreditsPage,
});

function AddCreditsPage() {
  const { user } = Route.useRouteContext();
  const me = useMe().data ?? user;
  const balance = useCreditBalance().data ?? 0;
  return (
    <>
      <PageTitle name="Add credits" />
      <AddCreditsScreen user={me} balance={balance} />
    </>
  );
}
