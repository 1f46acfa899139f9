import { useLingui } from '@lingui/react/macro';
import { Container, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { CATEGORIES, PAGING } from '#shared/constants.ts';
import { SitePreview } from '#app/components/share-preview.tsx';
import { CategoryNav } from '#app/components/news/category-nav.tsx';
import { NewsGrid } from '#app/components/news/news-grid.tsx';
import { useArticleCards } from '#app/features/article/use-article-cards.tsx';
import { meQueryOptions, useViewer } from '#app/features/auth/api/get-me.ts';
import { categoriesQueryOptions } from '#app/features/news/api/get-facets.ts';
import { MyLanguagesLine } from '#app/features/languages/components/my-languages.tsx';
import { newsListAddressSchema } from '#shared/schemas/addresses.ts';
import { chooseListSource, listQueryOptions, listTitle } from '#app/features/news/list-source.ts';
import { requireSignedIn } from '#app/features/auth/guards.ts';
import { formatTotal } from '#app/lib/format.ts';
import { newsLanguages, useNewsLanguages } from '#app/lib/news-languages.ts';
import { CategoryNotFound } from '#app/features/news/components/category-not-found.tsx';
import { isApiError } from '#app/lib/api-error.ts';

/** Categories are a fixed list, matched as the API matches them (case aside). */
const knownCategory = (name: string) => CATEGORIES.some((c) => c.toLowerCase() === name.toLowerCase());

export const Route = createFileRoute('/pages/news/list')({
  validateSearch: newsListAddressSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  // The watch list is personal: a visitor asking for it signs in first.
  beforeLoad: async ({ context, search, location }) => {
    if (chooseListSource(search).kind === 'watchlist') await requireSignedIn(context, location);
  },
  // Any query change (category, watchlist, page) reloads the list.
  loaderDeps: ({ search }) => ({ category: search.category, watchlist: search.watchlist, page: search.page }),
  // An unknown category is not found (the API answers it 404): a page that says so, not an error.
  loader: async ({ context: { queryClient: qc }, deps }) => {
    const source = chooseListSource(deps);
    if (source.kind === 'category' && !knownCategory(source.category)) throw notFound();
    await Promise.all([
      qc.ensureQueryData(meQueryOptions()).catch(() => null),
      qc.ensureQueryData(categoriesQueryOptions()),
      qc.ensureQueryData(listQueryOptions(source, deps.page, newsLanguages())),
    ]).catch((e: unknown) => {
      throw isApiError(e) && e.status === 404 && source.kind === 'category' ? notFound() : e;
    });
  },
  notFoundComponent: UnknownCategory,
  component: NewsList,
});

function UnknownCategory() {
  return <CategoryNotFound category={Route.useSearch().category ?? ''} />;
}

function NewsList() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const source = chooseListSource(search);
  const list = useSuspenseQuery(listQueryOptions(source, search.page, useNewsLanguages())).data;
  const categories = useSuspenseQuery(categoriesQueryOptions()).data;
  const viewer = useViewer();
  const { card, dialog } = useArticleCards(viewer);
  const { i18n } = useLingui();

  return (
    <Container size="xl" py="md">
      <SitePreview name={listTitle(i18n, source)} />
      <Title order={1} mb={4}>
        {listTitle(i18n, source)}
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        {/* One card per story (collapse=story): the total counts stories. */}
        {formatTotal(list, 'story')}
      </Text>
      <MyLanguagesLine signedIn={viewer.signedIn} />
      <CategoryNav
        categories={categories}
        active={source.kind === 'category' ? source.category : source.kind === 'today' ? 'today' : undefined}
      />
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <NewsGrid
          articles={list.content}
          total={list.totalElements}
          page={search.page}
          size={PAGING.newsListSize}
          onPage={(page) => {
            void navigate({ search: (prev) => ({ ...prev, page, article: undefined }) });
            window.scrollTo({ top: 0 });
          }}
          {...card}
        />
      </div>
      {dialog}
    </Container>
  );
}
