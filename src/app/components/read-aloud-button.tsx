import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconVolumeOff } from '@tabler/icons-react';
import { NO_SPEECH_MESSAGE, type Speech } from '#app/lib/speech/use-speech.ts';
import { LockedButton } from './locked-button';

type Props = {
  text: string;
  /** The text's language (ISO 639-1): its voice reads it. */
  language: string;
  speech: Speech;
};

/**
 * Play/stop toggle that reads `text` aloud in `language` with `speech` (the screen's useSpeech,
 * which also says when the device has no voice for it), and Pause/Resume while it reads; stops
 * on unmount (dialog close, route change).
 */
export function ReadAloudButton({ text, language, speech }: Props) {
  const { supported, speaking, paused, checking, speak, pause, resume, stop } = speech;
  const { i18n } = useLingui();
  if (!supported) {
    return (
      <LockedButton reason={i18n._(NO_SPEECH_MESSAGE)} icon={<IconVolumeOff size={16} aria-hidden />}>
        <Trans>Listen</Trans>
      </LockedButton>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        variant="light"
        aria-pressed={speaking}
        loading={checking}
        leftSection={speaking ? <IconPlayerStop size={16} /> : <IconPlayerPlay size={16} />}
        onClick={() => (speaking ? stop() : speak(text, language))}
      >
        {speaking ? <Trans>Stop</Trans> : <Trans>Listen</Trans>}
      </Button>
      {speaking && (
        <Button
          variant="default"
          leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
          onClick={paused ? resume : pause}
        >
          {paused ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}
        </Button>
      )}
    </Group>
  );
}
