import { Container, Group, Select, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PAGING } from '#shared/constants.ts';
import { NewsGrid } from '#app/components/news/news-grid.tsx';
import { useArticleCards } from '#app/features/article/use-article-cards.tsx';
import { meQueryOptions, useViewer } from '#app/features/auth/api/get-me.ts';
import { sourcesQueryOptions } from '#app/features/news/api/get-facets.ts';
import { chooseSearch, pageChangeRefetches, searchTerm } from '#app/features/search/choose-search.ts';
import { SearchForms } from '#app/features/search/components/search-forms.tsx';
import { SearchEmpty, SearchError, SearchLoading, SearchNoTerm } from '#app/features/search/components/search-states.tsx';
import { searchPageParams } from '#app/features/search/search-params.ts';
import { searchQueryOptions, visibleResults } from '#app/features/search/search-query.ts';
import { formatTotal } from '#app/lib/format.ts';

export const Route = createFileRoute('/pages/news/search')({
  validateSearch: searchPageParams,
  search: { middlewares: [stripSearchParams({ page: 1, size: PAGING.searchSize })] },
  loaderDeps: ({ search }) => {
    const choice = chooseSearch(search);
    // Advanced search pages on the device: its page is not a reason to load again.
    return { choice, size: search.size, page: pageChangeRefetches(choice) ? search.page : 1 };
  },
  loader: async ({ context: { queryClient: qc }, deps }) => {
    const work: Promise<unknown>[] = [
      qc.ensureQueryData(meQueryOptions()).catch(() => null),
      qc.prefetchQuery(sourcesQueryOptions()),
    ];
    // prefetch, not ensure: a failed search shows the page's 'Oops!' panel, not a route error.
    if (deps.choice.kind !== 'none') work.push(qc.prefetchQuery(searchQueryOptions(deps.choice, deps.page, deps.size)));
    await Promise.all(work);
  },
  pendingComponent: SearchLoading,
  component: SearchPage,
});

function SearchPage() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  const choice = chooseSearch(params);
  const term = searchTerm(choice);
  const sources = useQuery(sourcesQueryOptions()).data ?? [];
  const viewer = useViewer();
  const { card, dialog } = useArticleCards(viewer);
  const results = useQuery({
    ...(choice.kind === 'none' ? searchQueryOptions({ kind: 'text', q: '' }, 1, 1) : searchQueryOptions(choice, params.page, params.size)),
    enabled: choice.kind !== 'none',
  });
  const shown = results.data ? visibleResults(choice, results.data, params.page, params.size) : undefined;

  return (
    <Container size="xl" py="md">
      <Title order={1} mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {term ? `Search Results for "${term}"` : 'Search the news'}
      </Title>
      <SearchForms key={JSON.stringify([params.q, params.source, params.primary, params.group])} current={params} sources={sources}
        onSearch={(r) => void navigate({ search: { ...r, page: 1, size: params.size } })} />
      {choice.kind === 'none' ? <SearchNoTerm /> : results.isPending ? <SearchLoading /> : results.isError ? <SearchError /> :
        shown && shown.content.length === 0 ? <SearchEmpty term={term} /> : shown && (
          <>
            <Group justify="space-between" my="md" wrap="wrap">
              <Text c="dimmed" size="sm" role="status">{formatTotal(shown, 'result', 'results')}</Text>
              <Select label="Results per page" w={150} size="xs" allowDeselect={false}
                data={PAGING.searchSizeOptions.map(String)} value={String(params.size)}
                onChange={(v) => v && void navigate({ search: (prev) => ({ ...prev, size: Number(v), page: 1 }) })} />
            </Group>
            <NewsGrid articles={shown.content} total={shown.totalElements} page={params.page} size={params.size} dateStyle="medium"
              onPage={(page) => {
                void navigate({ search: (prev) => ({ ...prev, page }) });
                window.scrollTo({ top: 0 });
              }}
              {...card} />
          </>
        )}
      {dialog}
    </Container>
  );
}
