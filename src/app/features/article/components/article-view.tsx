import '@mantine/core/styles/Skeleton.css';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { categoryName } from '#app/lib/category-names.ts';
import type { I18n } from '@lingui/core';
import { Alert, Anchor, Badge, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconCircleCheck,
  IconExternalLink,
  IconInfoCircle,
  IconPlayerPlay,
  IconStack2,
  IconX,
} from '@tabler/icons-react';
import { Suspense, useRef, useState } from 'react';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { ARTICLE_TEXT_ATTRIBUTE } from '#shared/first-view.ts';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { LockedButton, MembershipWay } from '#app/components/locked-button.tsx';
import { HrefLink } from '#app/components/href-link.tsx';
import { StoryPicture } from '#app/components/news/story-picture.tsx';
import { articlePath, storyPath } from '#app/components/news/story-line.ts';
import { ShareButton } from '#app/components/share-button.tsx';
import { Markdown } from '#app/components/markdown/lazy-markdown.tsx';
import { NoVoiceNotice } from '#app/components/no-voice-notice.tsx';
import { ReadAloudButton } from '#app/components/read-aloud-button.tsx';
import { saveAfterSignIn } from '#app/lib/save-after-sign-in.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { browserOffline } from '#app/lib/network.ts';
import { OfflineCopyBadge } from '#app/components/offline-copy-badge.tsx';
import { speakableText } from '#app/lib/speech/chunks.ts';
import { useSpeech } from '#app/lib/speech/use-speech.ts';
import { voiceTexts } from '#app/lib/speech/voice-texts.ts';
import { useArticle } from '#app/features/article/api/get-article.ts';
import { useArticleActions } from '#app/components/news/article-actions.tsx';
import { mainAudio } from '#app/lib/audio-source.ts';
import { useSiteInfo } from '#app/lib/site-info.ts';
import { audioTexts } from '#app/features/article/audio-texts.ts';
import { entityTypeName } from '#app/components/news/entity-types.ts';
import { useAudioCopy } from '#app/features/article/use-audio-copy.ts';
import { articleTextProps } from '#app/lib/article-text.ts';
import { AiPanels } from './ai-panels';
import { ArticleFailed } from './article-failed';
import { KeepAudioButton, OriginalAudio } from './original-audio';

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

// The English is the shared DEMO_ARTICLE_TEXT, which the tests look for.
const DEMO_ARTICLE = msg`Demo data: no original to read`;

export function ArticleView({ url, signedIn, member, preview, variant, onClose, titleId }: ArticleViewProps) {
  const q = useArticle(url, signedIn);
  const { t, i18n } = useLingui();
  const actions = useArticleActions();
  // 'saving', then 'done' shows the bookmark success message inline as well as the popup;
  // 'queued' (saved offline) says that it will sync instead.
  const [saving, setSaving] = useState<'idle' | 'saving' | 'done' | 'queued'>('idle');
  const a = q.data ?? preview;
  const body = q.data ? (q.data.text ?? q.data.summary) : undefined;
  const saved = actions.isSaved(url);
  const audio = mainAudio(a?.audio);
  const maxBytes = useSiteInfo().data?.audio.offlineMaxBytes;
  const audioCopy = useAudioCopy(url, audio, maxBytes);
  const speech = useSpeech();
  const player = useRef<HTMLAudioElement>(null);
  // No voice to read aloud with: the story's own recording plays without one.
  const playOriginal = () => {
    const el = player.current;
    if (!el) {
      if (audio) window.open(audio.url, '_blank', 'noopener,noreferrer');
      return;
    }
    el.scrollIntoView({ block: 'center', behavior: 'smooth' });
    el.focus();
    void el.play().catch(() => undefined);
  };
  const save = () => {
    if (!a) return;
    setSaving('saving');
    void actions
      .save({ title: a.title, url })
      .then((ok) => setSaving(!ok ? 'idle' : browserOffline() ? 'queued' : 'done'));
  };

  if (q.isError) {
    return (
      <ArticleFailed url={url} error={q.error} variant={variant} onClose={onClose} onRetry={() => void q.refetch()} />
    );
  }

  // Without membership it explains itself when pressed: the reason and the way in.
  const bookmark = !member ? (
    <LockedButton
      reason={`${readerMessage('bookmarkMembershipRequired')}.`}
      way={<MembershipWay signedIn={signedIn} onSignIn={() => a && saveAfterSignIn({ title: a.title, url })} />}
    >
      <Trans>Bookmark</Trans>
    </LockedButton>
  ) : (
    <Button
      variant="light"
      leftSection={saved ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
      disabled={saved || !a}
      loading={saving === 'saving'}
      onClick={save}
    >
      {saved ? <Trans>Bookmarked</Trans> : <Trans>Bookmark</Trans>}
    </Button>
  );

  return (
    <Stack gap="md">
      <Stack gap={6}>
        {a ? (
          <Title
            order={variant === 'page' ? 1 : 2}
            id={titleId}
            style={{ overflowWrap: 'anywhere' }}
            {...articleTextProps(a.language)}
          >
            {a.title}
          </Title>
        ) : (
          <Skeleton height={36} width="80%" aria-label={t`Loading article`} />
        )}
        {a && (
          <Group gap="xs" c="dimmed" fz="sm">
            <Text component="time" dateTime={a.published} size="sm">
              {formatDateTime(a.published)}
            </Text>
            {/* Narrow screens wrap the line after the date: no separator left at a line's end. */}
            <Text size="sm" aria-hidden visibleFrom="xs">
              ·
            </Text>
            <Text size="sm" fw={600}>
              {a.source}
            </Text>
            {a.author && (
              <>
                <Text size="sm" aria-hidden visibleFrom="xs">
                  ·
                </Text>
                <Text size="sm" data-testid="byline" style={{ overflowWrap: 'anywhere' }}>
                  <Trans>By {a.author}</Trans>
                </Text>
              </>
            )}
            <Badge variant="light" size="sm">
              {categoryName(i18n, a.category)}
            </Badge>
            {q.data?.offlineCopy && <OfflineCopyBadge />}
          </Group>
        )}
        {a?.story && a.story.size > 1 && (
          // The same event as other sources told it: the story page (kept offline with a saved
          // article). From the dialog it takes the list's place; Back returns to both.
          <HrefLink href={storyPath(a.story.id)} size="sm" fw={600}>
            <IconStack2 size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
            {storyCoverage(i18n, a.story.size, a.story.sources)}
          </HrefLink>
        )}
        {a?.demo ? (
          // The address, as text: it names a reserved host, so there is nothing to open.
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {url}
          </Text>
        ) : (
          <Anchor
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            c="dimmed"
            style={{ overflowWrap: 'anywhere' }}
          >
            {url}
          </Anchor>
        )}
      </Stack>
      <Group gap="xs">
        {a && <ShareButton title={a.title} path={articlePath(url)} />}
        {body ? (
          <ReadAloudButton
            text={`${a?.title ?? ''}. ${speakableText(body)}`}
            language={a?.language ?? 'en'}
            speech={speech}
          />
        ) : null}
        {a?.demo ? (
          // A generated article has no original: say so rather than link to a host that serves nothing.
          <Badge
            variant="light"
            color="gray"
            size="lg"
            tt="none"
            fw={500}
            leftSection={<IconInfoCircle size={14} aria-hidden />}
          >
            {i18n._(DEMO_ARTICLE)}
          </Badge>
        ) : (
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconExternalLink size={16} />}
          >
            <Trans>Read original</Trans>
          </Button>
        )}
      </Group>
      {speech.noVoice && (
        <NoVoiceNotice reason="article" language={speech.noVoice} onClose={speech.dismissNoVoice}>
          {audio && (
            <Group gap="xs">
              <Text size="sm">{voiceTexts(i18n).original}</Text>
              <Button size="xs" variant="white" leftSection={<IconPlayerPlay size={14} />} onClick={playOriginal}>
                {voiceTexts(i18n).playOriginal}
              </Button>
            </Group>
          )}
        </NoVoiceNotice>
      )}
      {a && audio && (
        <OriginalAudio
          player={player}
          articleUrl={url}
          title={a.title}
          file={audio}
          member={member}
          saved={saved}
          maxBytes={maxBytes}
          copy={audioCopy}
        />
      )}
      <Divider />
      {a?.image && <StoryPicture image={a.image} />}
      {body === undefined ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
        </Stack>
      ) : (
        <div {...articleTextProps(a?.language ?? 'en')} {...{ [ARTICLE_TEXT_ATTRIBUTE]: '' }}>
          <Markdown markdown={body} />
        </div>
      )}
      {q.data && q.data.entities.length > 0 && (
        <section aria-labelledby={`${titleId ?? 'article'}-entities`}>
          <Title order={2} size="h5" mb={6} id={`${titleId ?? 'article'}-entities`}>
            <Trans>In this article</Trans>
          </Title>
          <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {q.data.entities.map((e) => (
              <Badge component="li" key={`${e.name}-${e.type}`} variant="outline" tt="none" size="lg" fw={500}>
                {/* The name as the article writes it; its kind in the interface's language. */}
                <span lang={a?.language}>{e.name}</span> ({entityTypeName(i18n, e.type)})
              </Badge>
            ))}
          </Group>
        </section>
      )}
      {/* Below the article's text: hydrated after it, or first when the reader uses it. */}
      <Suspense fallback={null}>
        <AiPanels url={url} title={a?.title} member={member} signedIn={signedIn} />
      </Suspense>
      {member && a && actions.note?.({ title: a.title, url })}
      <Divider />
      {(saving === 'done' || saving === 'queued') && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck />}
          role="alert"
          title={readerMessage(saving === 'done' ? 'bookmarkSuccess' : 'bookmarkQueuedOffline')}
        >
          {audio && !audioCopy.kept && (
            <Stack gap={6}>
              <Text size="sm">{audioTexts(i18n).offer}</Text>
              <KeepAudioButton file={audio} maxBytes={maxBytes} copy={audioCopy} quiet />
            </Stack>
          )}
        </Alert>
      )}
      {/* In the dialog this row stays in view at the dialog's foot, and toasts rise above it. */}
      <Group
        justify="space-between"
        data-dialog-actions={variant === 'dialog' || undefined}
        data-toast-lift={variant === 'dialog' || undefined}
      >
        {bookmark}
        <Button variant="default" leftSection={<IconX size={16} />} onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** "Full coverage: 4 reports from 3 sources". */
const storyCoverage = (i18n: I18n, reports: number, sources: number) =>
  sources > 1
    ? i18n._(msg`Full coverage: ${reports} reports from ${sources} sources`)
    : i18n._(msg`Full coverage: ${reports} reports`);
