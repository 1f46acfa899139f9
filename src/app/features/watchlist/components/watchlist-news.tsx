import { Alert, Badge, Card, Center, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNewsOff } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { TIME_ZONE } from '../../../../shared/constants';
import type { ArticleSummary } from '../../../../shared/schemas/news';
import { HrefLink } from '../../../components/href-link';
import { useWatchlistNews, WATCHLIST_NEWS_SIZE } from '../api/get-watchlist-news';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
const detailsHref = (url: string) => `/pages/news/details/${encodeURIComponent(url)}`;

function NewsItem({ a }: { a: ArticleSummary }) {
  return (
    <Card withBorder radius="lg" padding="md" component="article">
      <Stack gap={6} h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge variant="light" size="sm">{a.category}</Badge>
          <Text size="xs" c="dimmed" component="time" dateTime={a.published}>{when.format(new Date(a.published))}</Text>
        </Group>
        <Title order={3} fz="md" lh={1.35}>
          <HrefLink href={detailsHref(a.url)} c="var(--mantine-color-text)">{a.title}</HrefLink>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={2}>{a.summary}</Text>
        <Text size="sm" fw={600} c="dimmed" mt="auto">{a.source}</Text>
      </Stack>
    </Card>
  );
}

/** News matching the watch list, paged (SPEC.md §7 searchbywathlist). */
export function WatchlistNews() {
  const [page, setPage] = useState(1);
  const news = useWatchlistNews(page);
  const total = news.data?.totalElements ?? 0;
  const pages = Math.ceil(total / WATCHLIST_NEWS_SIZE);
  return (
    <Stack gap="md" component="section" aria-labelledby="watchlist-news-heading">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg" id="watchlist-news-heading">News from your watch list</Title>
        {total > 0 && <Text size="sm" c="dimmed">{total} articles</Text>}
      </Group>
      {news.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => <Skeleton key={i} h={150} radius="lg" />)}
        </SimpleGrid>
      )}
      {news.isError && <Alert color="red">{MESSAGES.searchFailed}</Alert>}
      {news.data && news.data.content.length === 0 && (
        <Center py="xl">
          <Group gap="xs" c="dimmed">
            <IconNewsOff size={20} aria-hidden />
            <Text>{MESSAGES.noArticles}</Text>
          </Group>
        </Center>
      )}
      {news.data && news.data.content.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={{ opacity: news.isPlaceholderData ? 0.6 : 1 }}>
          {news.data.content.map((a) => <NewsItem key={a.url} a={a} />)}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Center>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            siblings={1}
            boundaries={1}
            getControlProps={(c) => ({ 'aria-label': c === 'previous' ? 'Previous page' : c === 'next' ? 'Next page' : c })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Center>
      )}
    </Stack>
  );
}
