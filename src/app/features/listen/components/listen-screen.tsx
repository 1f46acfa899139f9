import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Progress.css';
import { ActionIcon, Alert, Badge, Button, Container, Group, Paper, Progress, Select, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCheck, IconHeadphones, IconPlayerPause, IconPlayerPlay, IconPlayerSkipBack, IconPlayerSkipForward } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { listeningQueue, markListened, saveProgress, type QueuedArticle } from '#offline/listening.ts';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { localDb, useLiveQuery } from '#app/lib/offline-store.ts';
import { RATES, SpeechPlaylist, type PlaylistState } from '#app/lib/speech/playlist.ts';
import { NO_SPEECH_MESSAGE, speechSupported } from '#app/lib/speech/use-speech.ts';
import { bindControls, showTrack } from '#app/features/listen/media-session.ts';
import { LISTEN_TEXTS } from '#app/features/listen/texts.ts';

const warn = (e: unknown) => console.warn('Could not keep listening progress', e);

/** "Listen to my bookmarks": the saved articles read aloud one after another, offline too. */
export function ListenScreen() {
  const queue = useLiveQuery(() => listeningQueue(localDb()), [], null as QueuedArticle[] | null);
  return (
    <Container size="md" py="md">
      <Breadcrumb current="Listen" />
      <Title order={1} mb="md">{LISTEN_TEXTS.heading}</Title>
      {!speechSupported() ? (
        <Alert color="yellow">{NO_SPEECH_MESSAGE}</Alert>
      ) : queue === null ? null : queue.length === 0 ? (
        <Text c="dimmed">{LISTEN_TEXTS.empty}</Text>
      ) : (
        <Player queue={queue} />
      )}
    </Container>
  );
}

function Player({ queue }: { queue: QueuedArticle[] }) {
  // The playlist changes only when articles come or go or their text arrives from a sync;
  // progress and listened marks alone do not rebuild it.
  const shape = queue.map((q) => `${q.url}\u0000${q.text.length}`).join('\u0001');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt on `shape` only, as said above
  const tracks = useMemo(() => queue, [shape]);
  const listened = new Map(queue.map((q) => [q.url, q.listened]));
  const [state, setState] = useState<PlaylistState | null>(null);
  const player = useMemo(() => {
    const first = Math.max(0, tracks.findIndex((t) => !t.listened));
    const p = new SpeechPlaylist(
      window.speechSynthesis,
      tracks,
      {
        onState: setState,
        onProgress: (url, chunk) => void saveProgress(localDb(), url, chunk).catch(warn),
        onFinished: (url) => void markListened(localDb(), url).catch(warn),
      },
      { index: first, chunks: Object.fromEntries(tracks.map((t) => [t.url, t.chunk])) },
    );
    return p;
  }, [tracks]);
  useEffect(() => {
    setState(player.state());
    const unbind = bindControls(player);
    return () => {
      player.stop();
      unbind();
    };
  }, [player]);
  const current = state ? tracks[state.index] : undefined;
  useEffect(() => {
    if (state) showTrack(current, state.playing, player);
  }, [state, current, player]);
  if (!state || !current) return null;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" aria-label={LISTEN_TEXTS.nowPlaying} component="section">
        <Stack gap="sm">
          <Group gap="xs">
            <IconHeadphones size={18} aria-hidden />
            <Text size="sm" c="dimmed">{LISTEN_TEXTS.nowPlaying} · {state.index + 1} / {tracks.length}</Text>
          </Group>
          <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }} data-testid="now-playing">{current.title}</Title>
          {current.source && <Text size="sm" fw={600}>{current.source}</Text>}
          <Progress value={state.chunks ? ((state.chunk + (state.playing ? 0.5 : 0)) / state.chunks) * 100 : 0} aria-label="Position in the article" />
          <Text size="xs" c="dimmed">Part {Math.min(state.chunk + 1, state.chunks)} of {state.chunks}</Text>
          <Group gap="sm" justify="center" wrap="nowrap">
            <ActionIcon size="xl" variant="default" radius="xl" aria-label="Previous" onClick={() => player.previous()}>
              <IconPlayerSkipBack size={22} />
            </ActionIcon>
            <ActionIcon size={56} radius="xl" aria-label={state.playing ? 'Pause' : 'Play'} onClick={() => player.toggle()}>
              {state.playing ? <IconPlayerPause size={28} /> : <IconPlayerPlay size={28} />}
            </ActionIcon>
            <ActionIcon size="xl" variant="default" radius="xl" aria-label="Next" onClick={() => player.next()} disabled={state.index + 1 >= tracks.length}>
              <IconPlayerSkipForward size={22} />
            </ActionIcon>
          </Group>
          <Group justify="center">
            <Select label="Speed" w={120} allowDeselect={false} value={String(state.rate)}
              data={RATES.map((r) => ({ value: String(r), label: `${r}×` }))}
              onChange={(v) => v && player.setRate(Number(v))} comboboxProps={{ withinPortal: true }} />
          </Group>
        </Stack>
      </Paper>
      <section aria-labelledby="playlist-heading">
        <Title order={2} size="h4" mb="xs" id="playlist-heading">{LISTEN_TEXTS.playlist}</Title>
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tracks.map((t, i) => {
            const heard = listened.get(t.url) ?? false;
            return (
              <Paper key={t.url} component="li" withBorder radius="md" p="sm"
                style={i === state.index ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <UnstyledButton onClick={() => { player.goTo(i); if (!state.playing) player.play(); }} style={{ flex: 1, minWidth: 0 }}
                    aria-current={i === state.index ? 'true' : undefined}>
                    <Text fw={i === state.index ? 700 : 500} size="sm" style={{ overflowWrap: 'anywhere' }}>{t.title}</Text>
                    <Group gap={6}>
                      {t.source && <Text size="xs" c="dimmed">{t.source}</Text>}
                      {!t.text && <Text size="xs" c="dimmed">{LISTEN_TEXTS.titleOnly}</Text>}
                      {heard && <Badge size="xs" color="teal" variant="light" leftSection={<IconCheck size={10} />}>{LISTEN_TEXTS.listened}</Badge>}
                    </Group>
                  </UnstyledButton>
                  <Button size="compact-xs" variant="subtle" onClick={() => void markListened(localDb(), t.url, !heard).catch(warn)}>
                    {heard ? LISTEN_TEXTS.markUnlistened : LISTEN_TEXTS.markListened}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </section>
    </Stack>
  );
}
