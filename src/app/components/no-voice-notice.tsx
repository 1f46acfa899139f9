import { Alert, List, Stack, Text } from '@mantine/core';
import { IconVolumeOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DEFAULT_LANGUAGE, languageInfo } from '#shared/languages.ts';
import {
  platformOf,
  VOICE_STEPS,
  VOICE_TEXTS,
  ENGLISH_VOICE,
  type Platform,
  type VoiceReason,
} from '#app/lib/speech/voice-texts.ts';

type Props = {
  /** Where nothing is read aloud (the article, the playlist, the speech page). */
  reason: VoiceReason;
  /** The language of the text there is no voice for (ISO 639-1); English by default. */
  language?: string;
  /** What can be done instead (the original recording), above the steps. */
  children?: ReactNode;
  onClose: () => void;
};

/**
 * The device has no text-to-speech voice: say so, offer what plays without one, and how to add a
 * voice on this device (the others' steps folded away). It only ever shows after a tap, in the
 * browser, so reading the user agent is safe.
 */
export function NoVoiceNotice({ reason, language = DEFAULT_LANGUAGE, children, onClose }: Props) {
  const platform = platformOf(navigator.userAgent, navigator.maxTouchPoints);
  const text = noVoiceText(reason, language);
  const mine = platform ? VOICE_STEPS[platform] : null;
  const others = (Object.keys(VOICE_STEPS) as Platform[]).filter((p) => p !== platform);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconVolumeOff />}
      title={text.title}
      withCloseButton
      closeButtonLabel={VOICE_TEXTS.dismiss}
      onClose={onClose}
      data-testid="no-voice"
    >
      <Stack gap="xs">
        <Text size="sm">{text.why}</Text>
        {children}
        {mine && (
          <div>
            <Text size="sm" fw={600}>
              {VOICE_TEXTS.addOne(mine.device)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {mine.steps(text.voice)}
            </Text>
          </div>
        )}
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
            {mine ? VOICE_TEXTS.otherDevices : VOICE_TEXTS.addOneAnywhere}
          </summary>
          <List size="sm" spacing={4} mt={6}>
            {others.map((p) => (
              <List.Item key={p} style={{ overflowWrap: 'anywhere' }}>
                <strong>{VOICE_STEPS[p].device}:</strong> {VOICE_STEPS[p].steps(text.voice)}
              </List.Item>
            ))}
          </List>
        </details>
        <Text size="sm" c="dimmed">
          {VOICE_TEXTS.restart}
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * The notice's words: for English, that the device has no voice at all; for another language,
 * that it has none for that language, and the voice to add ("Hindi (India)").
 */
export function noVoiceText(reason: VoiceReason, language: string): { title: string; why: string; voice: string } {
  const info = languageInfo(language);
  if (!info || language === DEFAULT_LANGUAGE) {
    return { title: VOICE_TEXTS.title, why: VOICE_TEXTS[reason], voice: ENGLISH_VOICE };
  }
  const region = info.speech.endsWith('-NP') ? 'Nepal' : 'India';
  return {
    title: VOICE_TEXTS.titleFor(info.name),
    why: VOICE_TEXTS[`${reason}For`](info.name),
    voice: `${info.name} (${region})`,
  };
}
