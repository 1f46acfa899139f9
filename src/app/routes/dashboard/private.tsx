import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { NewsGrid } from '#app/components/news/news-grid.tsx';
import { useArticleCards } from '#app/features/article/use-article-cards.tsx';
import { creditBalanceQueryOptions, membershipDaysQueryOptions } from '#app/features/auth/api/get-balances.ts';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { useWatchlistNews } from '#app/features/news/api/get-news-list.ts';
import { PageTitle } from '#app/components/page-title.tsx';
import { AccountSummary } from '#app/features/auth/components/account-summary.tsx';
import { watchlistTermsQueryOptions } from '#app/features/watchlist/api/get-watchlist.ts';
import { WatchlistEditor } from '#app/features/watchlist/components/watchlist-editor.tsx';
import { formatTotal } from '#app/lib/format.ts';
import { useNewsLanguages } from '#app/lib/news-languages.ts';
import { requireSignedIn } from '#app/features/auth/guards.ts';
import { privateAddressSchema } from '#shared/schemas/addresses.ts';

const WATCHLIST_NEWS_SIZE = 6;

/** The signed-in home: greeting, balances, membership, the watch list and its news. */
export const Route = createFileRoute('/dashboard/private')({
  staticData: { catalogues: ['watchlist'] },
  validateSearch: privateAddressSchema,
  beforeLoad: async ({ context, location }) => ({ user: await requireSignedIn(context, location) }),
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
  const { t } = useLingui();
  return (
    <Container size="lg" py="xl">
      <PageTitle name={t`My Khabar`} />
      <Stack gap="xl">
        <AccountSummary user={me} />
        <WatchlistEditor />
        <WatchlistNews member={me.member} />
      </Stack>
    </Container>
  );
}

/** Watch-list news with the same cards, dialog and bookmark button as the news lists. */
function WatchlistNews({ member }: { member: boolean }) {
  const [page, setPage] = useState(1);
  const news = useWatchlistNews(page, WATCHLIST_NEWS_SIZE, useNewsLanguages());
  const { card, dialog } = useArticleCards({ signedIn: true, member });
  const total = news.data?.totalElements ?? 0;
  return (
    <Stack gap="md" component="section" aria-labelledby="watchlist-news-heading">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg" id="watchlist-news-heading">
          <Trans>News from your watch list</Trans>
        </Title>
        {news.data && total > 0 && (
          <Text size="sm" c="dimmed">
            {formatTotal(news.data, 'article')}
          </Text>
        )}
      </Group>
      {news.isPending && <Skeleton h={160} radius="lg" />}
      {news.isError && (
        <Text c="red">
          <Trans>Could not load your watch-list news. Please try again later.</Trans>
        </Text>
      )}
      {news.data && (
        <div style={{ opacity: news.isPlaceholderData ? 0.6 : 1 }}>
          <NewsGrid
            articles={news.data.content}
            total={total}
            page={page}
            size={WATCHLIST_NEWS_SIZE}
            onPage={setPage}
            {...card}
          />
        </div>
      )}
      {dialog}
    </Stack>
  );
}
