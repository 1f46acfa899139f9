import { useLingui } from '@lingui/react/macro';
import { Center, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconNewsOff } from '@tabler/icons-react';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { chosenNames, useChosenLanguages } from '#app/lib/news-languages.ts';
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
  cols?: { base: number; sm?: number; md?: number; lg?: number };
};

export function NewsGrid({ articles, total, page, size, onPage, cols = { base: 1, sm: 2, lg: 3 }, ...card }: Props) {
  // A phone fits about seven page buttons: fewer siblings there keep the paginator on one line.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  const { t, i18n } = useLingui();
  // Every list of cards follows My languages: an empty one under a choice says so, or a reader
  // who chose a language with no news yet sees an empty screen and no reason.
  const langs = useChosenLanguages();
  if (articles.length === 0) {
    const names = chosenNames(i18n, langs);
    const empty =
      langs.length > 0 ? t`No articles to display in the languages you chose: ${names}.` : readerMessage('noArticles');
    return (
      <Stack align="center" gap="xs" py={60} c="dimmed">
        <IconNewsOff size={22} aria-hidden />
        <Text ta="center" maw="36rem">
          {empty}
        </Text>
      </Stack>
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
