import { Container, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { membershipDaysQueryOptions, creditBalanceQueryOptions } from '../../features/auth/api/get-balances';
import { AccountSummary } from '../../features/auth/components/account-summary';
import { useMe } from '../../features/auth/api/get-me';
import { watchlistTermsQueryOptions } from '../../features/watchlist/api/get-watchlist';
import { WatchlistEditor } from '../../features/watchlist/components/watchlist-editor';
import { WatchlistNews } from '../../features/watchlist/components/watchlist-news';
import { requireSignedIn } from '../../lib/guards';

/** The signed-in home: greeting, balances, membership, the watch list and its news. */
export const Route = createFileRoute('/dashboard/private')({
  beforeLoad: async ({ context }) => ({ user: await requireSignedIn(context) }),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(creditBalanceQueryOptions()),
      queryClient.prefetchQuery(membershipDaysQueryOptions()),
      queryClient.prefetchQuery(watchlistTermsQueryOptions()),
    ]),
  component: PrivateHome,
});

function PrivateHome() {
  const { user } = Route.useRouteContext();
  // The shell refresh keeps the me query current; the guard's copy is the fallback.
  const me = useMe().data ?? user;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <AccountSummary user={me} />
        <WatchlistEditor />
        <WatchlistNews />
      </Stack>
    </Container>
  );
}
