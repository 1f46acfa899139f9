import '@mantine/core/styles/Timeline.css';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconExternalLink, IconFlag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HrefLink } from '#app/components/href-link.tsx';
import { formatDateTime } from '#app/lib/format.ts';
import { languageInfo } from '#shared/languages.ts';
import type { StoryLanguage } from '#shared/schemas/news.ts';
import { after, type Coverage, type StoryArticle } from '#app/features/stories/story-view.ts';
import { storyTexts } from '#app/features/stories/texts.ts';
import { entityTypeName } from '#app/components/news/entity-types.ts';

const details = (url: string) => `/pages/news/details/${encodeURIComponent(url)}`;
const plainList = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** A part of the story page under its own heading, which names it. */
function StorySection(props: { id: string; heading: string; mb: string | number; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <Title order={2} size="h4" mb={props.mb} id={props.id}>
        {props.heading}
      </Title>
      {props.children}
    </section>
  );
}

/** When a report came and how long after the first (or, with `markFirst`, that it is the first). */
function ReportedAt({ a, first, markFirst = false }: { a: StoryArticle; first: StoryArticle; markFirst?: boolean }) {
  const { i18n } = useLingui();
  const later = after(i18n, first, a);
  return (
    <Text size="xs" c="dimmed">
      <time dateTime={a.published}>{formatDateTime(a.published)}</time>
      {markFirst && a.url === first.url ? ` · ${storyTexts(i18n).firstShort}` : later && ` · ${later}`}
    </Text>
  );
}

/**
 * Who reported first: the earliest report with its headline, or (on a later page, which does
 * not hold it) the source and time the story's header gives.
 */
export function FirstReport({ first }: { first: StoryArticle }) {
  const { i18n } = useLingui();
  const texts = storyTexts(i18n);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="story-first">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconFlag size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} id="story-first" style={{ overflowWrap: 'anywhere' }}>
            {texts.first(first.source)}
          </Text>
          <Text size="sm" c="dimmed" component="time" dateTime={first.published}>
            {formatDateTime(first.published)}
          </Text>
          {first.url && (
            <HrefLink href={details(first.url)} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {first.title}
            </HrefLink>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Every source with its headlines (each opens the article page), in the order they reported. */
export function SourcesList({ coverage, first }: { coverage: Coverage; first: StoryArticle }) {
  const { i18n } = useLingui();
  const texts = storyTexts(i18n);
  return (
    <StorySection id="story-sources" heading={texts.sourcesHeading(coverage.bySource.length)} mb="xs">
      <Stack gap="sm" component="ul" style={plainList}>
        {coverage.bySource.map((s) => (
          <Paper key={s.source} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
              <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {s.source}
              </Text>
              {s.articles.length > 1 && (
                <Badge variant="light" size="sm" tt="none" style={{ flex: 'none' }}>
                  {texts.reports(s.articles.length)}
                </Badge>
              )}
            </Group>
            <Stack gap="xs" component="ul" style={plainList}>
              {s.articles.map((a) => (
                <Group key={a.url} component="li" gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <HrefLink href={details(a.url)} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {a.title}
                    </HrefLink>
                    <ReportedAt a={a} first={first} markFirst />
                  </Stack>
                  {/* A generated demo article has no original to open. */}
                  {!a.demo && (
                    <ActionIcon
                      component="a"
                      href={a.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="subtle"
                      color="gray"
                      aria-label={texts.original(s.source, a.title)}
                    >
                      <IconExternalLink size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </StorySection>
  );
}

/** Every report in the order it came, with how long after the first. */
export function StoryTimeline({ coverage, first }: { coverage: Coverage; first: StoryArticle }) {
  const { i18n } = useLingui();
  const texts = storyTexts(i18n);
  return (
    <StorySection id="story-timeline" heading={texts.timeline} mb="sm">
      <Timeline bulletSize={14} lineWidth={2} active={coverage.timeline.length - 1}>
        {coverage.timeline.map((a) => (
          <Timeline.Item
            key={a.url}
            title={
              <Text size="sm" fw={700} component="span">
                {a.source}
              </Text>
            }
          >
            <ReportedAt a={a} first={first} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {a.title}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </StorySection>
  );
}

// A long name wraps inside its badge on a phone instead of being cut short.
const wrapping = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'anywhere', paddingBlock: 2 },
} as const;

/** The names the story's articles share, as the article page shows an article's own. */
export function StoryEntities({ entities }: { entities: readonly { name: string; type: string }[] }) {
  const { i18n } = useLingui();
  const texts = storyTexts(i18n);
  if (entities.length === 0) return null;
  return (
    <StorySection id="story-entities" heading={texts.entities} mb={6}>
      <Group gap={6} component="ul" style={plainList}>
        {entities.map((e) => (
          <Badge
            component="li"
            key={`${e.name}-${e.type}`}
            variant="outline"
            tt="none"
            size="lg"
            fw={500}
            styles={wrapping}
          >
            {`${e.name} (${entityTypeName(i18n, e.type)})`}
          </Badge>
        ))}
      </Group>
    </StorySection>
  );
}

/**
 * The story's coverage in each language, by the language's own name (its English name beside
 * it): how many reports, from how many sources. Counted over the whole story, every page.
 */
export function StoryLanguages({ languages }: { languages: readonly StoryLanguage[] }) {
  const { i18n } = useLingui();
  const texts = storyTexts(i18n);
  if (languages.length === 0) return null;
  return (
    <StorySection id="story-languages" heading={texts.languages} mb={6}>
      <Stack gap={4} component="ul" style={plainList}>
        {languages.map((l) => {
          const info = languageInfo(l.code);
          return (
            <Group key={l.code} component="li" gap={6} wrap="wrap">
              <Text fw={700} size="sm" lang={l.code} dir={info?.dir}>
                {info?.nativeName ?? l.code}
              </Text>
              {info && info.name !== info.nativeName && (
                <Text size="xs" c="dimmed">
                  {info.name}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                · {texts.span(l.articles, l.sources)}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </StorySection>
  );
}
