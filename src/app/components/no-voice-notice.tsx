import { Alert, List, Stack, Text } from '@mantine/core';
import { IconVolumeOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { platformOf, VOICE_STEPS, VOICE_TEXTS, type Platform } from '#app/lib/speech/voice-texts.ts';

type Props = {
  /** Why nothing is read aloud here (VOICE_TEXTS.article, .playlist or .speech). */
  reason: string;
  /** What can be done instead (the original recording), above the steps. */
  children?: ReactNode;
  onClose: () => void;
};

/**
 * The device has no text-to-speech voice: say so, offer what plays without one, and how to add a
 * voice on this device (the others' steps folded away). It only ever shows after a tap, in the
 * browser, so reading the user agent is safe.
 */
export function NoVoiceNotice({ reason, children, onClose }: Props) {
  const platform = platformOf(navigator.userAgent, navigator.maxTouchPoints);
  const mine = platform ? VOICE_STEPS[platform] : null;
  const others = (Object.keys(VOICE_STEPS) as Platform[]).filter((p) => p !== platform);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconVolumeOff />}
      title={VOICE_TEXTS.title}
      withCloseButton
      closeButtonLabel={VOICE_TEXTS.dismiss}
      onClose={onClose}
      data-testid="no-voice"
    >
      <Stack gap="xs">
        <Text size="sm">{reason}</Text>
        {children}
        {mine && (
          <div>
            <Text size="sm" fw={600}>
              {VOICE_TEXTS.addOne(mine.device)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {mine.steps}
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
                <strong>{VOICE_STEPS[p].device}:</strong> {VOICE_STEPS[p].steps}
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
