import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle, IconPlayerStop, IconVolume } from '@tabler/icons-react';
import { speechTextSchema, type SpeechText } from '#shared/schemas/speech.ts';
import { NoVoiceNotice } from '#app/components/no-voice-notice.tsx';
import { NO_SPEECH_MESSAGE, useSpeech } from '#app/lib/speech/use-speech.ts';
import { languageOfText } from '#app/lib/speech/voice.ts';

/** The text-to-speech demo: an input and a Speak button. */
export function SpeechDemo() {
  const { t } = useLingui();
  // The text is checked by the shared schema as it is typed: the reason under the field, and
  // Speak is live only for text it can read (something, and not more than the limit).
  const form = useForm<SpeechText>({
    initialValues: { text: t`Welcome to Khabar. Type any text here and press Speak to hear it read aloud.` },
    validate: schemaResolver(speechTextSchema, { sync: true }),
    validateInputOnChange: true,
  });
  const valid = form.isValid();
  const { supported, speaking, checking, noVoice, speak, stop, dismissNoVoice } = useSpeech();
  const say = form.onSubmit(({ text }) => speak(text, languageOfText(text)));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack>
        <Title order={1}>
          <Trans>Text to speech</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Khabar can read articles aloud with your device's voices, each in its own language: Indian English, Hindi,
            Tamil and the others your device has.
          </Trans>
        </Text>
        {!supported && (
          <Alert color="yellow" icon={<IconInfoCircle />} role="status">
            {i18n._(NO_SPEECH_MESSAGE)}
          </Alert>
        )}
        <form onSubmit={say} noValidate>
          <Stack>
            <Textarea label={t`Text to speak`} autosize minRows={4} maxRows={12} {...form.getInputProps('text')} />
            <Group>
              <Button
                type="submit"
                leftSection={<IconVolume size={18} />}
                disabled={!supported || !valid}
                loading={checking}
              >
                <Trans>Speak</Trans>
              </Button>
              {speaking && (
                <Button variant="default" leftSection={<IconPlayerStop size={18} />} onClick={stop}>
                  <Trans>Stop</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        </form>
        {noVoice && <NoVoiceNotice reason="speech" language={noVoice} onClose={dismissNoVoice} />}
      </Stack>
    </Paper>
  );
}
