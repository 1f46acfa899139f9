import { Button, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { NO_SPEECH_MESSAGE, useSpeech } from '../lib/speech/use-speech';

/** Play/stop toggle that reads `text` aloud; stops on unmount (dialog close, route change). */
export function ReadAloudButton({ text }: { text: string }) {
  const { supported, speaking, speak, stop } = useSpeech();
  if (!supported) {
    return (
      <Tooltip label={NO_SPEECH_MESSAGE} events={{ hover: true, focus: true, touch: true }}>
        <span tabIndex={0} aria-label={NO_SPEECH_MESSAGE}>
          <Button variant="light" leftSection={<IconPlayerPlay size={16} />} disabled>
            Listen
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="light"
      aria-pressed={speaking}
      leftSection={speaking ? <IconPlayerStop size={16} /> : <IconPlayerPlay size={16} />}
      onClick={() => (speaking ? stop() : speak(text))}
    >
      {speaking ? 'Stop' : 'Listen'}
    </Button>
  );
}
