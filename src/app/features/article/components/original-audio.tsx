import '@mantine/core/styles/Progress.css';
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudDownload, IconHeadphones, IconTrash } from '@tabler/icons-react';
import type { Ref } from 'react';
import type { ArticleAudio } from '#shared/schemas/news.ts';
import { fitsOffline, formatBytes, streamAddress } from '#app/lib/audio-source.ts';
import { browserOffline } from '#app/lib/network.ts';
import { audioTexts } from '#app/features/article/audio-texts.ts';
import type { AudioCopyState } from '#app/features/article/use-audio-copy.ts';

type Props = {
  articleUrl: string;
  /** The player element (the no-voice notice starts it). */
  player?: Ref<HTMLAudioElement>;
  title: string;
  file: ArticleAudio;
  member: boolean;
  saved: boolean;
  maxBytes: number | undefined;
  copy: AudioCopyState;
};

/**
 * The publisher's own recording of the story, beside Read aloud: played from the copy kept on
 * this device when there is one (no network needed), else streamed. Members who saved the
 * article may keep it offline when it is within the size limit.
 */
export function OriginalAudio({ articleUrl, player, title, file, member, saved, maxBytes, copy }: Props) {
  const { i18n } = useLingui();
  const texts = audioTexts(i18n);
  const source = copy.kept?.objectUrl ?? streamAddress(articleUrl, file.url, member);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={texts.heading}>
      <Stack gap={8}>
        <Group gap={6} wrap="nowrap">
          <IconHeadphones size={18} aria-hidden />
          <Text size="sm" fw={600}>
            {texts.heading}
          </Text>
          {file.length !== null && (
            <Text size="xs" c="dimmed">
              {formatBytes(file.length)}
            </Text>
          )}
        </Group>
        {source ? (
          // Native controls: seeking, speed and volume, keyboard and screen-reader support.
          <audio
            ref={player}
            controls
            preload="none"
            src={source}
            aria-label={`${texts.heading}: ${title}`}
            style={{ width: '100%', display: 'block' }}
          />
        ) : (
          <Anchor href={file.url} target="_blank" rel="noopener noreferrer" size="sm">
            {texts.openOriginal}
          </Anchor>
        )}
        {!copy.kept && browserOffline() && (
          <Text size="xs" c="dimmed">
            {texts.needsNetwork}
          </Text>
        )}
        {member && <KeepOffline file={file} saved={saved} maxBytes={maxBytes} copy={copy} />}
      </Stack>
    </Paper>
  );
}

function KeepOffline({ file, saved, maxBytes, copy }: Pick<Props, 'file' | 'saved' | 'maxBytes' | 'copy'>) {
  const { i18n } = useLingui();
  const texts = audioTexts(i18n);
  if (copy.kept) {
    return (
      <Group gap="xs" justify="space-between">
        <Group gap={6} wrap="nowrap">
          <IconCloudCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />
          <Text size="xs">{texts.kept(copy.kept.bytes)}</Text>
        </Group>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          leftSection={<IconTrash size={14} />}
          onClick={copy.forget}
        >
          {texts.remove}
        </Button>
      </Group>
    );
  }
  if (!saved)
    return (
      <Text size="xs" c="dimmed">
        {texts.saveFirst}
      </Text>
    );
  return <KeepAudioButton file={file} maxBytes={maxBytes} copy={copy} />;
}

/**
 * "Keep audio offline", its progress and its failure; or why the file cannot be kept. A
 * second copy of the button (the offer after saving) passes `quiet`: one progress bar and one
 * error message on the screen.
 */
export function KeepAudioButton({
  file,
  maxBytes,
  copy,
  quiet,
}: Pick<Props, 'file' | 'maxBytes' | 'copy'> & { quiet?: boolean }) {
  const { i18n } = useLingui();
  const texts = audioTexts(i18n);
  if (copy.kept || !maxBytes) return null;
  if (!fitsOffline(file, maxBytes))
    return (
      <Text size="xs" c="dimmed">
        {texts.tooLarge(file.length ?? 0, maxBytes)}
      </Text>
    );
  const busy = copy.progress !== undefined;
  return (
    <Stack gap={6}>
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCloudDownload size={16} />}
          loading={busy}
          onClick={copy.keep}
        >
          {texts.keep(file.length)}
        </Button>
      </Group>
      {busy && !quiet && (
        <Progress
          value={(copy.progress ?? 0) * 100}
          animated={copy.progress === null}
          striped={copy.progress === null}
          aria-label={texts.keeping}
        />
      )}
      {copy.error && !quiet && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {copy.error}
        </Alert>
      )}
    </Stack>
  );
}
