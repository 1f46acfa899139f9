import { Container, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PAGING } from '#shared/constants.ts';
import { CategoryNav } from '#app/components/news/category-nav.tsx';
import { NewsGrid } from '#app/components/news/news-grid.tsx';
import { useArticleCards } from '#app/features/article/use-article-cards.tsx';
import { meQueryOptions, useViewer } from '#app/features/auth/api/get-me.ts';
import { categoriesQueryOptions } from '#app/features/news/api/get-facets.ts';
import { newsListParams } from '#app/features/news/list-params.ts';
import { chooseListSource, listQueryOptions, listTitle } from '#app/features/news/list-source.ts';
import { requireSignedIn } from '#app/features/auth/guards.ts';

export const Route = createFileRoute('/pages/news/list')({
  validateSearch: newsListParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  // The watch list is personal: a visitor asking for it signs in first.
  beforeLoad: async ({ context, search }) => {
    if (chooseListSource(search).kind === 'watchlist') await requireSignedIn(context);
  },
  // Any query change (category, watchlist, page) reloads the list.
  loaderDeps: ({ search }) => ({ category: search.category, watchlist: search.watchlist, page: search.page }),
  loader: ({ context: { queryClient: qc }, deps }) =>
    Promise.all([
      qc.ensureQueryData(meQueryOptions()).catch(() => null),
      qc.ensureQueryData(categoriesQueryOptions()),
      qc.ensureQueryData(listQueryOptions(chooseListSource(deps), deps.page)),
    ]),
  component: NewsList,
});

function NewsList() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const source = chooseListSource(search);
  const list = useSuspenseQuery(listQueryOptions(source, search.page)).data;
  const categories = useSuspenseQuery(categoriesQueryOptions()).data;
  const viewer = useViewer();
  const { card, dialog } = useArticleCards(viewer);

  return (
    <Container size="xl" py="md">
      <Title order={1} mb={4}>{listTitle(source)}</Title>
      <Text c="dimmed" size="sm" mb="sm">{list.totalElements} {list.totalElements === 1 ? 'article' : 'articles'}</Text>
      <CategoryNav categories={categories} active={source.kind === 'category' ? source.category : source.kind === 'today' ? 'today' : undefined} />
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <NewsGrid
          articles={list.content}
          total={list.totalElements}
          page={search.page}
          size={PAGING.newsListSize}
          onPage={(page) => {
            void navigate({ search: (prev) => ({ ...prev, page }) });
            window.scrollTo({ top: 0 });
          }}
          {...card}
        />
      </div>
      {dialog}
    </Container>
  );
}
