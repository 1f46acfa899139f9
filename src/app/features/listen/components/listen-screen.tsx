import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Progress.css';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconCheck,
  IconHeadphones,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerSkipBack,
  IconPlayerSkipForward,
} from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { listeningQueue, markListened, saveProgress, type QueuedArticle } from '#offline/listening.ts';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { NoVoiceNotice } from '#app/components/no-voice-notice.tsx';
import { localDb } from '#app/lib/offline-store.ts';
import { formatClock } from '#app/lib/audio-source.ts';
import { Playlist, RATES, type PlaylistState, type Track } from '#app/lib/speech/playlist.ts';
import { NO_SPEECH_MESSAGE, speechSupported } from '#app/lib/speech/use-speech.ts';
import { voiceTexts } from '#app/lib/speech/voice-texts.ts';
import { checkVoices, watchVoices } from '#app/lib/speech/voices.ts';
import { bindControls, showTrack } from '#app/features/listen/media-session.ts';
import { LISTEN_TEXTS } from '#app/features/listen/texts.ts';
import { useTracks } from '#app/features/listen/use-tracks.ts';
import { wrappingButton } from '#app/components/wrapping-button.ts';

const warn = (e: unknown) => console.warn('Could not keep listening progress', e);

/** "Listen to my bookmarks": the saved articles read aloud one after another, offline too. */
export function ListenScreen() {
  // Re-renders when the saved articles or their progress change, in any tab.
  const queue = useLiveQuery(() => listeningQueue(localDb()), [], null as QueuedArticle[] | null);
  const { t, i18n } = useLingui();
  return (
    <Container size="md" py="md">
      <Breadcrumb current={t`Listen`} />
      <Title order={1} mb="md">
        {i18n._(LISTEN_TEXTS.heading)}
      </Title>
      {!speechSupported() ? (
        <Alert color="yellow">{i18n._(NO_SPEECH_MESSAGE)}</Alert>
      ) : queue === null ? null : queue.length === 0 ? (
        <Text c="dimmed">{i18n._(LISTEN_TEXTS.empty)}</Text>
      ) : (
        <Player queue={queue} />
      )}
    </Container>
  );
}

/** The player's step back or on, beside the play button. */
function SkipButton(props: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <ActionIcon
      size="xl"
      variant="default"
      radius="xl"
      aria-label={props.label}
      onClick={props.onClick}
      disabled={props.disabled}
    >
      {props.children}
    </ActionIcon>
  );
}

function Player({ queue }: { queue: QueuedArticle[] }) {
  // The playlist changes only when articles come or go, their text arrives from a sync or
  // their audio is kept; progress and listened marks alone do not rebuild it.
  const shape = queue
    .map((q) => `${q.url}\u0000${q.text.length}\u0000${q.audio ? (q.audio.kept ? 'kept' : q.audio.src) : ''}`)
    .join('\u0001');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt on `shape` only, as said above
  const stable = useMemo(() => queue, [shape]);
  const tracks = useTracks(stable);
  const { t: tr, i18n } = useLingui();
  const sink = useRef<HTMLAudioElement>(null);
  const listened = new Map(queue.map((q) => [q.url, q.listened]));
  const [state, setState] = useState<PlaylistState | null>(null);
  const [player, setPlayer] = useState<Playlist | null>(null);
  // The language there is no voice for ('en': none at all), while the notice shows.
  const [noVoice, setNoVoice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  useEffect(() => watchVoices(), []);
  useEffect(() => {
    if (!tracks) return undefined;
    const first = Math.max(
      0,
      stable.findIndex((t) => !t.listened),
    );
    const p = new Playlist(
      window.speechSynthesis,
      tracks,
      {
        onState: setState,
        onProgress: (url, at) => void saveProgress(localDb(), url, at).catch(warn),
        onFinished: (url) => void markListened(localDb(), url).catch(warn),
        onNoVoice: setNoVoice,
      },
      {
        index: first,
        chunks: Object.fromEntries(stable.map((t) => [t.url, t.chunk])),
        seconds: Object.fromEntries(stable.map((t) => [t.url, t.seconds])),
      },
      sink.current,
    );
    setPlayer(p);
    setState(p.state());
    const unbind = bindControls(p);
    return () => {
      p.stop();
      unbind();
    };
  }, [tracks, stable]);
  const current: Track | undefined = state && tracks ? tracks[state.index] : undefined;
  useEffect(() => {
    if (state && player) showTrack(i18n, current, state.playing, player);
  }, [state, current, player, i18n]);
  // The element the original recordings play in (no controls of its own: the player's are below).
  const element = <audio ref={sink} preload="none" data-testid="playlist-audio" />;
  if (!state || !current || !player || !tracks) return <>{element}</>;

  /**
   * Play the article at `index` (the current one by default). One read aloud first makes sure
   * the device has a voice; without one the notice says so and the recordings stay playable.
   */
  const start = async (index = state.index) => {
    const track = tracks[index];
    if (track && !track.audio) {
      setChecking(true);
      const found = await checkVoices(window.speechSynthesis);
      setChecking(false);
      if (found === 'none') {
        player.pause();
        if (index !== player.state().index) player.goTo(index);
        setNoVoice(track.language ?? 'en');
        return;
      }
    }
    setNoVoice(null);
    if (index !== player.state().index) player.goTo(index);
    if (!player.state().playing) player.play();
  };
  const withAudio = tracks.map((t, i) => ({ t, i })).filter(({ t }) => t.audio);
  const number = state.index + 1;
  const count = tracks.length;
  const part = Math.min(state.chunk + 1, state.chunks);
  const parts = state.chunks;

  return (
    <>
      {element}
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="lg" aria-label={i18n._(LISTEN_TEXTS.nowPlaying)} component="section">
          <Stack gap="sm">
            <Group gap="xs">
              <IconHeadphones size={18} aria-hidden />
              <Text size="sm" c="dimmed">
                {i18n._(LISTEN_TEXTS.nowPlaying)} · {number} / {count}
              </Text>
            </Group>
            <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }} data-testid="now-playing">
              {current.title}
            </Title>
            {current.source && (
              <Text size="sm" fw={600}>
                {current.source}
              </Text>
            )}
            {state.mode === 'audio' ? (
              <>
                <Progress
                  value={state.duration ? (state.position / state.duration) * 100 : 0}
                  aria-label={tr`Position in the recording`}
                />
                <Group gap={6}>
                  <Badge size="xs" variant="light" color="grape">
                    {i18n._(LISTEN_TEXTS.original)}
                  </Badge>
                  <Text size="xs" c="dimmed" data-testid="audio-clock">
                    {formatClock(state.position)}
                    {state.duration ? ` / ${formatClock(state.duration)}` : ''}
                  </Text>
                </Group>
              </>
            ) : (
              <>
                <Progress
                  value={state.chunks ? ((state.chunk + (state.playing ? 0.5 : 0)) / state.chunks) * 100 : 0}
                  aria-label={tr`Position in the article`}
                />
                <Text size="xs" c="dimmed">
                  <Trans>
                    Part {part} of {parts}
                  </Trans>
                </Text>
              </>
            )}
            <Group gap="sm" justify="center" wrap="nowrap">
              <SkipButton label={tr`Previous`} onClick={() => player.previous()}>
                <IconPlayerSkipBack size={22} />
              </SkipButton>
              <ActionIcon
                size={56}
                radius="xl"
                aria-label={state.playing ? tr`Pause` : tr`Play`}
                loading={checking}
                onClick={() => (state.playing ? player.pause() : void start())}
              >
                {state.playing ? <IconPlayerPause size={28} /> : <IconPlayerPlay size={28} />}
              </ActionIcon>
              <SkipButton label={tr`Next`} onClick={() => player.next()} disabled={state.index + 1 >= tracks.length}>
                <IconPlayerSkipForward size={22} />
              </SkipButton>
            </Group>
            <Group justify="center">
              <Select
                label={tr`Speed`}
                w={120}
                allowDeselect={false}
                value={String(state.rate)}
                data={RATES.map((r) => ({ value: String(r), label: `${r}×` }))}
                onChange={(v) => v && player.setRate(Number(v))}
                comboboxProps={{ withinPortal: true }}
              />
            </Group>
          </Stack>
        </Paper>
        {noVoice && (
          <NoVoiceNotice reason="playlist" language={noVoice} onClose={() => setNoVoice(null)}>
            {withAudio.length > 0 && (
              <Stack gap={6}>
                <Text size="sm">{voiceTexts(i18n).originalsInPlaylist}</Text>
                <Group gap="xs">
                  {withAudio.map(({ t, i }) => (
                    <Button
                      key={t.url}
                      size="xs"
                      variant="white"
                      leftSection={<IconPlayerPlay size={14} />}
                      onClick={() => void start(i)}
                      {...wrappingButton}
                      ta="start"
                    >
                      {t.title}
                    </Button>
                  ))}
                </Group>
              </Stack>
            )}
          </NoVoiceNotice>
        )}
        <section aria-labelledby="playlist-heading">
          <Title order={2} size="h4" mb="xs" id="playlist-heading">
            {i18n._(LISTEN_TEXTS.playlist)}
          </Title>
          <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {tracks.map((t, i) => {
              const heard = listened.get(t.url) ?? false;
              return (
                <Paper
                  key={t.url}
                  component="li"
                  withBorder
                  radius="md"
                  p="sm"
                  style={i === state.index ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <UnstyledButton
                      onClick={() => void start(i)}
                      style={{ flex: 1, minWidth: 0 }}
                      aria-current={i === state.index ? 'true' : undefined}
                    >
                      <Text fw={i === state.index ? 700 : 500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {t.title}
                      </Text>
                      <Group gap={6}>
                        {t.source && (
                          <Text size="xs" c="dimmed">
                            {t.source}
                          </Text>
                        )}
                        {t.audio ? (
                          <Text size="xs" c="dimmed">
                            {i18n._(LISTEN_TEXTS.original)}
                          </Text>
                        ) : (
                          !t.text && (
                            <Text size="xs" c="dimmed">
                              {i18n._(LISTEN_TEXTS.titleOnly)}
                            </Text>
                          )
                        )}
                        {heard && (
                          <Badge size="xs" color="teal" variant="light" leftSection={<IconCheck size={10} />}>
                            {i18n._(LISTEN_TEXTS.listened)}
                          </Badge>
                        )}
                      </Group>
                    </UnstyledButton>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => void markListened(localDb(), t.url, !heard).catch(warn)}
                    >
                      {i18n._(heard ? LISTEN_TEXTS.markUnlistened : LISTEN_TEXTS.markListened)}
                    </Button>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </section>
      </Stack>
    </>
  );
}
