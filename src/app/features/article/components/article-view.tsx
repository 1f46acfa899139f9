import { Alert, Anchor, Badge, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBookmark, IconBookmarkFilled, IconCircleCheck, IconCloudOff, IconExternalLink, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { Hint } from '#app/components/hint.tsx';
import { Markdown } from '#app/components/markdown/lazy-markdown.tsx';
import { ReadAloudButton } from '#app/components/read-aloud-button.tsx';
import { formatDateTime } from '#app/lib/format.ts';
import { OFFLINE_COPY_TEXT } from '#app/lib/offline-texts.ts';
import { speakableText } from '#app/lib/speech/chunks.ts';
import { useArticle } from '#app/features/article/api/get-article.ts';
import { useArticleActions } from '#app/features/article/article-actions.tsx';
import { AiPanels } from './ai-panels';
import { HydrationPart } from '#app/components/hydration-part.tsx';

export type ArticleViewProps = {
  url: string;
  signedIn: boolean;
  member: boolean;
  /** The card the reader clicked, shown while the full article loads. */
  preview?: ArticleSummary;
  variant: 'page' | 'dialog';
  onClose: () => void;
  titleId?: string;
};

export function ArticleView({ url, signedIn, member, preview, variant, onClose, titleId }: ArticleViewProps) {
  const q = useArticle(url, signedIn);
  const actions = useArticleActions();
  // 'saving', then 'done' shows SPEC.md §8's success message inline as well as the popup.
  const [saving, setSaving] = useState<'idle' | 'saving' | 'done'>('idle');
  const a = q.data ?? preview;
  const body = q.data ? (q.data.text ?? q.data.summary) : undefined;
  const saved = actions.isSaved(url);
  const save = () => {
    if (!a) return;
    setSaving('saving');
    void actions.save({ title: a.title, url }).then((ok) => setSaving(ok ? 'done' : 'idle'));
  };

  if (q.isError) {
    return (
      <Stack>
        <Alert color="red" icon={<IconAlertTriangle />} role="alert" title={variant === 'dialog' ? MESSAGES.articleFailedDialog : MESSAGES.articleFailedPage} />
        <Group justify="flex-end"><Button variant="default" onClick={onClose}>Close</Button></Group>
      </Stack>
    );
  }

  const bookmark = (
    <Button variant="light" leftSection={saved ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
      disabled={!member || saved || !a} loading={saving === 'saving'} onClick={save}>
      {saved ? 'Bookmarked' : 'Bookmark'}
    </Button>
  );

  return (
    <Stack gap="md">
      <HydrationPart>
        <Stack gap={6}>
          {a ? (
            <Title order={variant === 'page' ? 1 : 2} id={titleId} style={{ overflowWrap: 'anywhere' }}>{a.title}</Title>
          ) : (
            <Skeleton height={36} width="80%" aria-label="Loading article" />
          )}
          {a && (
            <Group gap="xs" c="dimmed" fz="sm">
              <Text component="time" dateTime={a.published} size="sm">{formatDateTime(a.published)}</Text>
              {/* Narrow screens wrap the line after the date: no separator left at a line's end. */}
              <Text size="sm" aria-hidden visibleFrom="xs">·</Text>
              <Text size="sm" fw={600}>{a.source}</Text>
              <Badge variant="light" size="sm">{a.category}</Badge>
              {q.data?.offlineCopy && (
                <Badge color="orange.9" variant="filled" size="sm" tt="none" leftSection={<IconCloudOff size={12} aria-hidden />}>
                  {OFFLINE_COPY_TEXT}
                </Badge>
              )}
            </Group>
          )}
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{url}</Anchor>
        </Stack>
      </HydrationPart>
      <HydrationPart>
        <Group gap="xs">
          {body ? <ReadAloudButton text={`${a?.title ?? ''}. ${speakableText(body)}`} /> : null}
          <Button component="a" href={url} target="_blank" rel="noopener noreferrer" variant="default" leftSection={<IconExternalLink size={16} />}>
            Read original
          </Button>
        </Group>
      </HydrationPart>
      <Divider />
      {body === undefined ? (
        <Stack gap="xs" aria-busy="true"><Skeleton height={14} /><Skeleton height={14} /><Skeleton height={14} width="70%" /></Stack>
      ) : (
        <HydrationPart>
          <Markdown markdown={body} />
        </HydrationPart>
      )}
      {q.data && q.data.entities.length > 0 && (
        <HydrationPart whenSeen="entities">
          <section aria-labelledby={`${titleId ?? 'article'}-entities`}>
            <Title order={2} size="h5" mb={6} id={`${titleId ?? 'article'}-entities`}>In this article</Title>
            <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {q.data.entities.map((e) => (
                <Badge component="li" key={`${e.name}-${e.type}`} variant="outline" tt="none" size="lg" fw={500}>
                  {`${e.name} (${e.type})`}
                </Badge>
              ))}
            </Group>
          </section>
        </HydrationPart>
      )}
      <HydrationPart>
        <AiPanels url={url} title={a?.title} member={member} signedIn={signedIn} />
      </HydrationPart>
      {member && a && actions.note?.({ title: a.title, url })}
      <Divider />
      {saving === 'done' && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} role="alert" title={MESSAGES.bookmarkSuccess} />
      )}
      <HydrationPart>
        <Group justify="space-between">
          {member ? bookmark : (
            <Hint label={MESSAGES.bookmarkMembershipRequired}>{bookmark}</Hint>
          )}
          <Button variant="default" leftSection={<IconX size={16} />} onClick={onClose}>Close</Button>
        </Group>
      </HydrationPart>
    </Stack>
  );
}
