import { Button } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { NO_SPEECH_MESSAGE, useSpeech } from '#app/lib/speech/use-speech.ts';
import { Hint } from './hint';

/** Play/stop toggle that reads `text` aloud; stops on unmount (dialog close, route change). */
export function ReadAloudButton({ text }: { text: string }) {
  const { supported, speaking, speak, stop } = useSpeech();
  if (!supported) {
    return (
      <Hint label={NO_SPEECH_MESSAGE}>
        <Button variant="light" leftSection={<IconPlayerPlay size={16} />} disabled>
          Listen
        </Button>
      </Hint>
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
