import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconVolumeOff } from '@tabler/icons-react';
import { NO_SPEECH_MESSAGE, type Speech } from '#app/lib/speech/use-speech.ts';
import { LockedButton } from './locked-button';

/**
 * Play/stop toggle that reads `text` aloud with `speech` (the screen's useSpeech, which also
 * says when the device has no voice); stops on unmount (dialog close, route change).
 */
export function ReadAloudButton({ text, speech }: { text: string; speech: Speech }) {
  const { supported, speaking, checking, speak, stop } = speech;
  if (!supported) {
    return (
      <LockedButton reason={NO_SPEECH_MESSAGE} icon={<IconVolumeOff size={16} aria-hidden />}>
        <Trans>Listen</Trans>
      </LockedButton>
    );
  }
  return (
    <Button
      variant="light"
      aria-pressed={speaking}
      loading={checking}
      leftSection={speaking ? <IconPlayerStop size={16} /> : <IconPlayerPlay size={16} />}
      onClick={() => (speaking ? stop() : speak(text))}
    >
      {speaking ? <Trans>Stop</Trans> : <Trans>Listen</Trans>}
    </Button>
  );
}
