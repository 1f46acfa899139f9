import { i18n } from '@lingui/core';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconInfoCircle, IconPlayerStop, IconVolume } from '@tabler/icons-react';
import { useState } from 'react';
import { NoVoiceNotice } from '#app/components/no-voice-notice.tsx';
import { NO_SPEECH_MESSAGE, useSpeech } from '#app/lib/speech/use-speech.ts';
import { languageOfText } from '#app/lib/speech/voice.ts';

const SAMPLE = 'Welcome to Khabar. Type any text here and press Speak to hear it read aloud.';

/** The text-to-speech demo: an input and a Speak button. */
export function SpeechDemo() {
  const [text, setText] = useState(SAMPLE);
  const { supported, speaking, checking, noVoice, speak, stop, dismissNoVoice } = useSpeech();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack>
        <Title order={1}>Text to speech</Title>
        <Text c="dimmed">
          Khabar can read articles aloud with your device's voices, each in its own language: Indian English, Hindi,
          Tamil and the others your device has.
        </Text>
        {!supported && (
          <Alert color="yellow" icon={<IconInfoCircle />} role="status">
            {i18n._(NO_SPEECH_MESSAGE)}
          </Alert>
        )}
        <Textarea
          label="Text to speak"
          autosize
          minRows={4}
          maxRows={12}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group>
          <Button
            leftSection={<IconVolume size={18} />}
            disabled={!supported || !text.trim()}
            loading={checking}
            onClick={() => speak(text, languageOfText(text))}
          >
            Speak
          </Button>
          {speaking && (
            <Button variant="default" leftSection={<IconPlayerStop size={18} />} onClick={stop}>
              Stop
            </Button>
          )}
        </Group>
        {noVoice && <NoVoiceNotice reason="speech" language={noVoice} onClose={dismissNoVoice} />}
      </Stack>
    </Paper>
  );
}
