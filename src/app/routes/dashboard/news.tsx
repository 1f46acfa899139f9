import { Anchor, Badge, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, stripSearchParams } from '@tanstack/react-router';
import { pageParam, searchParams } from '#app/lib/url-params.ts';
import { HydrationPart } from '#app/components/hydration-part.tsx';
import { CategoryNav } from '#app/components/news/category-nav.tsx';
import { NewsCard } from '#app/components/news/news-card.tsx';
import { NewsGrid } from '#app/components/news/news-grid.tsx';
import { SectionHeader } from '#app/components/news/section-header.tsx';
import { useArticleCards } from '#app/features/article/use-article-cards.tsx';
import { meQueryOptions, useViewer } from '#app/features/auth/api/get-me.ts';
import { categoriesQueryOptions, sourcesQueryOptions } from '#app/features/news/api/get-facets.ts';
import { latestQueryOptions } from '#app/features/news/api/get-latest.ts';
import { todayQueryOptions } from '#app/features/news/api/get-today.ts';
import { HOME_SIZES } from '#shared/first-view.ts';
import { formatMediumDate } from '#app/lib/format.ts';

// Today's section skips what Top stories already shows, so it asks for a few more.
// (The server inlines page 1 of both lists at these sizes into the HTML.)
const { latest: LATEST_SIZE, today: TODAY_SIZE } = HOME_SIZES;
const TODAY_SHOWN = 4;

export const Route = createFileRoute('/dashboard/news')({
  // The home page (and the installed app's start page) ships in the entry: no second round
  // trip for its component before the first paint.
  codeSplitGroupings: [],
  validateSearch: searchParams<{ page: number }>({ page: pageParam(1) }),
  // Default values stay out of the address bar: /dashboard/news, not ?page=1.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context: { queryClient: qc }, deps }) => {
    // Who is reading only changes the cards' save buttons: the lists (inlined in the HTML on
    // a first load) show without waiting for that round trip.
    void qc.prefetchQuery(meQueryOptions());
    return Promise.all([
      qc.ensureQueryData(latestQueryOptions(deps.page, LATEST_SIZE)),
      qc.ensureQueryData(todayQueryOptions(1, TODAY_SIZE)),
      qc.ensureQueryData(categoriesQueryOptions()),
      qc.ensureQueryData(sourcesQueryOptions()),
    ]);
  },
  component: NewsHome,
});

function NewsHome() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const latest = useSuspenseQuery(latestQueryOptions(page, LATEST_SIZE)).data;
  const today = useSuspenseQuery(todayQueryOptions(1, TODAY_SIZE)).data;
  const categories = useSuspenseQuery(categoriesQueryOptions()).data;
  const sources = useSuspenseQuery(sourcesQueryOptions()).data;
  const viewer = useViewer();
  const { card, dialog } = useArticleCards(viewer);
  const [lead, ...rest] = page === 1 ? latest.content : [];
  const top = new Set(page === 1 ? latest.content.slice(0, 5).map((a) => a.url) : []);
  const todayShown = today.content.filter((a) => !top.has(a.url)).slice(0, TODAY_SHOWN);

  return (
    <Container size="xl" py="md">
      <Group justify="space-between" align="end" mb="xs" wrap="wrap">
        <div>
          <Text size="sm" c="dimmed" tt="uppercase" fw={700}>{formatMediumDate(new Date().toISOString())}</Text>
          <Title order={1}>The news, all in one place</Title>
        </div>
      </Group>
      <CategoryNav categories={categories} />

      {lead && (
        <HydrationPart>
          <section aria-labelledby="top-stories">
            <SectionHeader id="top-stories" title="Top stories" />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <NewsCard article={lead} lead section="top" {...card} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {rest.slice(0, 4).map((a) => <NewsCard key={a.url} article={a} section="top" {...card} />)}
              </SimpleGrid>
            </SimpleGrid>
          </section>
        </HydrationPart>
      )}

      <HydrationPart>
        <section aria-labelledby="today">
          <SectionHeader id="today" title="Today" action={
            <Anchor renderRoot={(p) => <Link to="/pages/news/list" search={{}} {...p} />} fw={600}>All of today's news ({today.totalElements})</Anchor>
          } />
          <NewsGrid articles={todayShown} total={todayShown.length} page={1} size={TODAY_SHOWN} onPage={() => undefined}
            cols={{ base: 1, sm: 2, lg: 4 }} section="today" {...card} />
        </section>
      </HydrationPart>

      <HydrationPart>
        <section aria-labelledby="latest">
          <SectionHeader id="latest" title="Latest" />
          <NewsGrid
            articles={page === 1 ? rest.slice(4) : latest.content}
            total={latest.totalElements}
            page={page}
            size={LATEST_SIZE}
            onPage={(p) => void navigate({ search: { page: p } })}
            section="latest"
            {...card}
          />
        </section>
      </HydrationPart>

      <HydrationPart>
        <section aria-labelledby="sources">
          <SectionHeader id="sources" title="Browse by source" />
          <HydrationPart whenSeen="sources">
            <Group gap="xs">
              {sources.map((s) => (
                <Badge key={s.name} renderRoot={(p) => <Link to="/pages/news/search" search={{ source: s.name }} {...p} />} size="lg" variant="outline" tt="none"
                  style={{ cursor: 'pointer' }} rightSection={<Text span size="xs" c="dimmed">{s.count}</Text>}>
                  {s.name}
                </Badge>
              ))}
            </Group>
          </HydrationPart>
        </section>
      </HydrationPart>
      {dialog}
    </Container>
  );
}
