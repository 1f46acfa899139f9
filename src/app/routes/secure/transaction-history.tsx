import { createFileRoute } from '@tanstack/react-router';
import { creditBalanceQueryOptions, useCreditBalance } from '#app/features/auth/api/get-balances.ts';
import { transactionsQueryOptions } from '#app/features/payments/api/get-transactions.ts';
import { TransactionHistory } from '#app/features/payments/components/transaction-history.tsx';
import { PageTitle } from '#app/components/page-title.tsx';
import { historyAddress, useHistoryPaging } from '#app/routes/-components/history-paging.ts';

export const Route = createFileRoute('/secure/transaction-history')({
  staticData: { catalogues: ['payments'] },
  ...historyAddress,
  // prefetch, not ensure: a failed list (a 429 too) shows the screen's message, not a route error.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(creditBalanceQueryOptions()),
      queryClient.prefetchQuery(transactionsQueryOptions(deps.page, deps.size)),
    ]),
  component: TransactionHistoryPage,
});

function TransactionHistoryPage() {
  const paging = useHistoryPaging(Route.fullPath);
  const balance = useCreditBalance().data;
  return (
    <>
      <PageTitle name="Transaction history" />
      <TransactionHistory balance={balance} paging={paging} />
    </>
  );
}
