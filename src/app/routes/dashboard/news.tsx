import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Container, Group, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, stripSearchParams } from '@tanstack/react-router';
import { Suspense } from 'react';
import { SitePreview } from '#app/components/share-preview.tsx';
import { CategoryNav } from '#app/components/news/category-nav.tsx';
import { TopStories } from '#app/components/news/top-stories.tsx';
import { NewsGrid } from '#app/components/news/news-grid.tsx';
import { SectionHeader } from '#app/components/news/section-header.tsx';
import { useArticleCards } from '#app/features/article/use-article-cards.tsx';
import { meQueryOptions, useViewer } from '#app/features/auth/api/get-me.ts';
import { categoriesQueryOptions, sourcesQueryOptions } from '#app/features/news/api/get-facets.ts';
import { MyLanguagesLine } from '#app/features/languages/components/my-languages.tsx';
import { latestQueryOptions, todayQueryOptions } from '#app/features/news/api/get-news-list.ts';
import { formatCount, formatMediumDate } from '#app/lib/format.ts';
import { homeAddressSchema } from '#shared/schemas/addresses.ts';
import { HOME, homeSections } from '#app/features/news/home-sections.ts';
import { newsLanguages, useNewsLanguages } from '#app/lib/news-languages.ts';

const HOME_TITLE = msg`The news, all in one place`;

export const Route = createFileRoute('/dashboard/news')({
  // The home page (and the installed app's start page) ships in the entry: no second round
  // trip for its component before the first paint.
  codeSplitGroupings: [],
  validateSearch: homeAddressSchema,
  // Default values stay out of the address bar: /dashboard/news, not ?page=1.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context: { queryClient: qc }, deps }) => {
    // Who is reading only changes the cards' save buttons: the lists show without waiting for
    // that round trip. The lists live in the query cache (which the server's render hands over
    // with its markup), not in the route's loader data.
    void qc.prefetchQuery(meQueryOptions());
    const langs = newsLanguages();
    await Promise.all([
      qc.ensureQueryData(latestQueryOptions(deps.page, HOME.latestSize, langs)),
      // Today leaves out the first page of the newest stories, on every page (home-sections.ts).
      deps.page > 1 ? qc.ensureQueryData(latestQueryOptions(1, HOME.latestSize, langs)) : null,
      qc.ensureQueryData(todayQueryOptions(1, HOME.todaySize, langs)),
      qc.ensureQueryData(categoriesQueryOptions()),
      qc.ensureQueryData(sourcesQueryOptions(langs)),
    ]);
  },
  component: NewsHome,
});

function NewsHome() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const langs = useNewsLanguages();
  const latest = useSuspenseQuery(latestQueryOptions(page, HOME.latestSize, langs)).data;
  const latestFirst = useSuspenseQuery(latestQueryOptions(1, HOME.latestSize, langs)).data;
  const today = useSuspenseQuery(todayQueryOptions(1, HOME.todaySize, langs)).data;
  const categories = useSuspenseQuery(categoriesQueryOptions()).data;
  const sources = useSuspenseQuery(sourcesQueryOptions(langs)).data;
  const viewer = useViewer();
  const { card, dialog } = useArticleCards(viewer);
  const { t, i18n } = useLingui();
  const homeTitle = i18n._(HOME_TITLE);
  // Each story shows once on the screen: Top stories, Today, Latest (home-sections.ts).
  const sections = homeSections({
    latest: latest.content,
    latestFirst: latestFirst.content,
    today: today.content,
    page,
  });
  const [lead, ...rest] = sections.top;

  return (
    <Container size="xl" py="md">
      <SitePreview name={homeTitle} />
      <Group justify="space-between" align="end" mb="xs" wrap="wrap">
        <div>
          <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
            {formatMediumDate(new Date().toISOString())}
          </Text>
          <Title order={1}>{homeTitle}</Title>
        </div>
        <MyLanguagesLine signedIn={viewer.signedIn} />
      </Group>
      <CategoryNav categories={categories} />

      {lead && (
        <section aria-labelledby="top-stories">
          <SectionHeader id="top-stories" title={t`Top stories`} />
          <TopStories lead={lead} others={rest} {...card} />
        </section>
      )}
      {/* The sections below the top stories are Suspense boundaries: React hydrates them after
          the top of the screen, each in its own tasks, or first the one the reader uses. */}
      <Suspense fallback={null}>
        <section aria-labelledby="today">
          <SectionHeader
            id="today"
            title={t`Today`}
            action={
              <Anchor renderRoot={(p) => <Link to="/pages/news/list" search={{}} {...p} />} fw={600}>
                <Trans>All of today's news ({formatCount(today.totalElements)})</Trans>
              </Anchor>
            }
          />
          <NewsGrid
            articles={sections.today}
            total={sections.today.length}
            page={1}
            size={HOME.todayShown}
            onPage={() => undefined}
            cols={{ base: 1, sm: 2, lg: 4 }}
            {...card}
          />
        </section>
      </Suspense>
      <Suspense fallback={null}>
        <section aria-labelledby="latest">
          <SectionHeader id="latest" title={t`Latest`} />
          <NewsGrid
            articles={sections.latest}
            total={latest.totalElements}
            page={page}
            size={HOME.latestSize}
            onPage={(p) => void navigate({ search: { page: p } })}
            {...card}
          />
        </section>
      </Suspense>
      {/* The publishers with news in My languages: none in a language with no news yet. */}
      <Suspense fallback={null}>
        <section aria-labelledby="sources" hidden={sources.length === 0}>
          <SectionHeader id="sources" title={t`Browse by source`} />
          <Group gap="xs">
            {sources.map((s) => (
              <Badge
                key={s.name}
                renderRoot={(p) => <Link to="/pages/news/search" search={{ source: s.name }} {...p} />}
                size="lg"
                variant="outline"
                tt="none"
                style={{ cursor: 'pointer' }}
                rightSection={
                  <Text span size="xs" c="dimmed">
                    {s.count}
                  </Text>
                }
              >
                {s.name}
              </Badge>
            ))}
          </Group>
        </section>
      </Suspense>
      {dialog}
    </Container>
  );
}
