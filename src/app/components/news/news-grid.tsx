import { useLingui } from '@lingui/react/macro';
import { Center, Group, Pagination, SimpleGrid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconNewsOff } from '@tabler/icons-react';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { NewsCard, type CardActions } from './news-card';
import { pageCount, showPaginator } from './paging';

type Props = CardActions & {
  articles: ArticleSummary[];
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  dateStyle?: 'medium' | 'datetime';
  emptyText?: string;
  cols?: { base: number; sm?: number; md?: number; lg?: number };
};

export function NewsGrid({
  articles,
  total,
  page,
  size,
  onPage,
  emptyText = readerMessage('noArticles'),
  cols = { base: 1, sm: 2, lg: 3 },
  ...card
}: Props) {
  // A phone fits about seven page buttons: fewer siblings there keep the paginator on one line.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  const { t } = useLingui();
  if (articles.length === 0) {
    return (
      <Center py={60}>
        <Group gap="xs" c="dimmed">
          <IconNewsOff size={22} aria-hidden />
          <Text>{emptyText}</Text>
        </Group>
      </Center>
    );
  }
  return (
    <>
      <SimpleGrid cols={cols} spacing="md">
        {articles.map((a) => (
          <NewsCard key={a.url} article={a} {...card} />
        ))}
      </SimpleGrid>
      {showPaginator(total, size) && (
        <Center mt="xl">
          <Pagination
            total={pageCount(total, size)}
            value={page}
            onChange={onPage}
            siblings={narrow ? 0 : 1}
            boundaries={1}
            size={narrow ? 'sm' : 'md'}
            getControlProps={(c) => ({
              'aria-label': c === 'previous' ? t`Previous page` : c === 'next' ? t`Next page` : c,
            })}
            getItemProps={(p) => ({ 'aria-label': t`Page ${p}` })}
          />
        </Center>
      )}
    </>
  );
}
