import { useLingui } from '@lingui/react/macro';
import { Container, Group, Select, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PAGING } from '#shared/constants.ts';
import { SitePreview } from '#app/components/share-preview.tsx';
import { searchAddressSchema } from '#shared/schemas/addresses.ts';
import { NewsGrid } from '#app/components/news/news-grid.tsx';
import { useArticleCards } from '#app/features/article/use-article-cards.tsx';
import { meQueryOptions, useViewer } from '#app/features/auth/api/get-me.ts';
import { sourcesQueryOptions } from '#app/features/news/api/get-facets.ts';
import { MyLanguagesLine } from '#app/features/languages/components/my-languages.tsx';
import { chooseSearch, searchTerm } from '#app/features/search/choose-search.ts';
import { SearchForms } from '#app/features/search/components/search-forms.tsx';
import {
  SearchEmpty,
  SearchError,
  SearchLoading,
  SearchNoTerm,
  SearchRefused,
} from '#app/features/search/components/search-states.tsx';
import { isSent, searchQueryOptions, unsentSearch, visibleResults } from '#app/features/search/search-query.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { formatTotal } from '#app/lib/format.ts';
import { newsLanguages, useNewsLanguages } from '#app/lib/news-languages.ts';
import { shortTerm } from '#app/lib/search-words.ts';

export const Route = createFileRoute('/pages/news/search')({
  staticData: { catalogues: ['search'] },
  validateSearch: searchAddressSchema,
  search: { middlewares: [stripSearchParams({ page: 1, size: PAGING.searchSize })] },
  // The raw parameters: which search they make is decided in the loader, which loads with the
  // screen (choose-search.ts stays out of the first screen's code). Advanced search (a primary
  // or group term) pages on the device: its page is not a reason to load again.
  loaderDeps: ({ search: { q, source, primary, group, size, page } }) => ({
    q,
    source,
    primary,
    group,
    size,
    page: primary || group ? 1 : page,
  }),
  loader: async ({ context: { queryClient: qc }, deps }) => {
    const choice = chooseSearch(deps);
    const work: Promise<unknown>[] = [
      qc.ensureQueryData(meQueryOptions()).catch(() => null),
      // Every source, whatever My languages: the form keeps any source an address names.
      qc.prefetchQuery(sourcesQueryOptions([])),
    ];
    // prefetch, not ensure: a failed search shows the page's 'Oops!' panel, not a route error.
    if (isSent(choice)) work.push(qc.prefetchQuery(searchQueryOptions(choice, deps.page, deps.size, newsLanguages())));
    await Promise.all(work);
  },
  pendingComponent: SearchLoading,
  component: SearchPage,
});

function SearchPage() {
  const { t } = useLingui();
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  const choice = chooseSearch(params);
  const term = searchTerm(choice);
  const quoted = term ? shortTerm(term) : '';
  const inQuotes = `'${quoted}'`;
  const sources = useQuery(sourcesQueryOptions([])).data ?? [];
  const viewer = useViewer();
  const { card, dialog } = useArticleCards(viewer);
  // No search to send: no query (skipToken), and the page says why.
  const langs = useNewsLanguages();
  const results = useQuery(isSent(choice) ? searchQueryOptions(choice, params.page, params.size, langs) : unsentSearch);
  // A search the server refused (400) is the reader's words, not a fault: the shared schema's
  // message, after the name of the field ("q: …") the reader never sees.
  const refused =
    isApiError(results.error) && results.error.status === 400 ? results.error.message.replace(/^[\w.]+: /, '') : null;
  const shown = results.data ? visibleResults(choice, results.data, params.page, params.size) : undefined;

  return (
    <Container size="xl" py="md">
      {/* The quotes go in the value: in a message, a straight quote before a brace escapes it. */}
      <SitePreview name={quoted ? t`Search results for ${inQuotes}` : t`Search the news`} />
      <Title order={1} mb="sm" style={{ overflowWrap: 'anywhere' }} title={term.length > 60 ? term : undefined}>
        {quoted ? t`Search Results for "${quoted}"` : t`Search the news`}
      </Title>
      <SearchForms
        key={JSON.stringify([params.q, params.source, params.primary, params.group])}
        current={params}
        problem={choice.kind === 'invalid' ? choice.problem : null}
        sources={sources}
        onSearch={(r) => void navigate({ search: { ...r, page: 1, size: params.size } })}
      />
      <MyLanguagesLine signedIn={viewer.signedIn} />
      {choice.kind === 'none' ? (
        <SearchNoTerm />
      ) : choice.kind === 'invalid' ? (
        <SearchRefused message={choice.problem.message} />
      ) : results.isPending ? (
        <SearchLoading />
      ) : refused !== null ? (
        <SearchRefused message={refused} />
      ) : results.isError ? (
        <SearchError />
      ) : shown && shown.content.length === 0 ? (
        <SearchEmpty term={term} />
      ) : (
        shown && (
          <>
            <Group justify="space-between" my="md" wrap="wrap">
              <Text c="dimmed" size="sm" role="status">
                {formatTotal(shown, 'result')}
              </Text>
              <Select
                label={t`Results per page`}
                w={150}
                size="xs"
                allowDeselect={false}
                data={PAGING.searchSizeOptions.map(String)}
                value={String(params.size)}
                onChange={(v) =>
                  v && void navigate({ search: (prev) => ({ ...prev, size: Number(v), page: 1, article: undefined }) })
                }
              />
            </Group>
            <NewsGrid
              articles={shown.content}
              total={shown.totalElements}
              page={params.page}
              size={params.size}
              dateStyle="medium"
              onPage={(page) => {
                void navigate({ search: (prev) => ({ ...prev, page, article: undefined }) });
                window.scrollTo({ top: 0 });
              }}
              {...card}
            />
          </>
        )
      )}
      {dialog}
    </Container>
  );
}
