import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconAlertTriangle, IconCloudOff, IconSearch, IconStack2 } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PAGING } from '#shared/constants.ts';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { pageCount, showPaginator } from '#app/components/news/paging.ts';
import { storyPath } from '#app/components/news/story-line.ts';
import { PageTitle } from '#app/components/page-title.tsx';
import { ShareButton } from '#app/components/share-button.tsx';
import { previewDescription, SharePreview, storyPicture } from '#app/components/share-preview.tsx';
import { formatDateTime } from '#app/lib/format.ts';
import { OfflineCopyBadge } from '#app/components/offline-copy-badge.tsx';
import { refreshKeptStory, StoryNotKept, useStory, type ReadStory } from '#app/features/stories/api/get-story.ts';
import { coverage, pageRange, type StoryArticle } from '#app/features/stories/story-view.ts';
import { storyTexts } from '#app/features/stories/texts.ts';
import { FirstReport, SourcesList, StoryEntities, StoryLanguages, StoryTimeline } from './story-coverage';
import classes from './story-screen.module.css';

type Props = {
  /** The story id from the address, or null when the address holds none. */
  id: number | null;
  page: number;
  /** A member's device keeps the stories of saved articles. */
  member: boolean;
  onPage: (page: number) => void;
};

/** One event across sources: the story page (/pages/news/story/{id}). */
export function StoryScreen({ id, page, member, onPage }: Props) {
  const q = useStory(id, page);
  const { i18n } = useLingui();
  const texts = storyTexts(i18n);
  if (id === null || q.data === null) return <StoryMissing kind="not-found" />;
  if (q.isError)
    return q.error instanceof StoryNotKept ? (
      <StoryMissing kind="offline" />
    ) : (
      <Container size="sm" py="xl">
        <PageTitle name={texts.breadcrumb} />
        <Alert color="red" icon={<IconAlertTriangle />} title={texts.failed} role="alert">
          <Button mt="sm" variant="default" onClick={() => void q.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      </Container>
    );
  if (!q.data)
    return (
      <Center py={60} aria-busy="true">
        <PageTitle name={texts.breadcrumb} />
        <Text c="dimmed">
          <Trans>Loading the story…</Trans>
        </Text>
      </Center>
    );
  return <StoryView story={q.data} page={page} member={member} onPage={onPage} />;
}

function StoryView({
  story,
  page,
  member,
  onPage,
}: { story: ReadStory; page: number; member: boolean } & Pick<Props, 'onPage'>) {
  useEffect(() => {
    if (member && page === 1) refreshKeptStory(story);
  }, [member, page, story]);
  const { t, i18n } = useLingui();
  const texts = storyTexts(i18n);
  const size = PAGING.storySize;
  const articles: StoryArticle[] = story.content;
  const c = coverage(articles);
  // The earliest report is on the first page; a later page names it from the story's header.
  const first: StoryArticle =
    page === 1 && c.first
      ? c.first
      : { source: story.sources[0] ?? '', published: story.firstSeen, title: '', url: '' };
  const range = pageRange(page, size, story.content.length);

  return (
    <Container size="lg" py="md">
      <SharePreview
        title={story.title}
        tabName={texts.documentTitle(story.title)}
        description={previewDescription(
          `${texts.span(story.totalElements, story.sources.length)}. ${story.content[0]?.summary ?? ''}`,
        )}
        path={page > 1 ? `${storyPath(story.id)}?page=${page}` : storyPath(story.id)}
        picture={storyPicture(story.id)}
        published={story.firstSeen}
      />
      <Breadcrumb current={texts.breadcrumb} mb="sm" />
      <Stack gap={6} mb="lg">
        <Group gap="xs">
          <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
            <IconStack2 size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
            {texts.kicker}
          </Text>
          {story.offlineCopy && <OfflineCopyBadge />}
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {story.title}
        </Title>
        <Text c="dimmed" size="sm">
          {texts.span(story.totalElements, story.sources.length)} ·{' '}
          <time dateTime={story.firstSeen}>{formatDateTime(story.firstSeen)}</time>
          {story.lastSeen !== story.firstSeen && (
            <>
              {' – '}
              <time dateTime={story.lastSeen}>{formatDateTime(story.lastSeen)}</time>
            </>
          )}
        </Text>
        <Group gap="xs">
          <ShareButton title={story.title} path={storyPath(story.id)} />
        </Group>
      </Stack>

      <div className={classes.layout}>
        <div>
          <Stack gap="lg">
            {first.source && <FirstReport first={first} />}
            {showPaginator(story.totalElements, size) && (
              <Text size="sm" c="dimmed" role="status">
                {texts.range(range.from, range.to, story.totalElements)}
              </Text>
            )}
            <SourcesList coverage={c} first={first} />
          </Stack>
        </div>
        <div>
          <Stack gap="lg">
            <StoryLanguages languages={story.languages ?? []} />
            <StoryEntities entities={story.entities} />
            <StoryTimeline coverage={c} first={first} />
          </Stack>
        </div>
      </div>

      {showPaginator(story.totalElements, size) && (
        <Center mt="xl">
          <Pagination
            total={pageCount(story.totalElements, size)}
            value={page}
            onChange={onPage}
            siblings={0}
            boundaries={1}
            getControlProps={(ctl) => ({
              'aria-label': ctl === 'previous' ? t`Previous page` : ctl === 'next' ? t`Next page` : ctl,
            })}
            getItemProps={(p) => ({ 'aria-label': t`Page ${p}` })}
          />
        </Center>
      )}
    </Container>
  );
}

/** An unknown story, or one this device does not keep while offline: say so, and offer ways on. */
function StoryMissing({ kind }: { kind: 'not-found' | 'offline' }) {
  const { i18n } = useLingui();
  const texts = storyTexts(i18n);
  const title = kind === 'offline' ? texts.offlineTitle : texts.notFoundTitle;
  return (
    <Container size="sm" py={60}>
      <PageTitle name={title} />
      <Stack align="center" gap="md" ta="center">
        {kind === 'offline' ? <IconCloudOff size={40} aria-hidden /> : <IconStack2 size={40} aria-hidden />}
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{kind === 'offline' ? texts.offlineMissing : texts.notFound}</Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/dashboard/news">
            {texts.home}
          </Button>
          {kind === 'offline' ? (
            <Button component={Link} to="/pages/news/bookmarks" variant="default">
              {texts.bookmarks}
            </Button>
          ) : (
            <Button component={Link} to="/pages/news/search" variant="default" leftSection={<IconSearch size={16} />}>
              {texts.search}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
