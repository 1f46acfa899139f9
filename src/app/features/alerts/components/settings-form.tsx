import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/NumberInput.css';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  CloseButton,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconClock, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PUSH, type PushSettings } from '#shared/schemas/push.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { toast } from '#app/lib/toast.ts';
import { useSavePushSettings } from '#app/features/alerts/api/push-settings.ts';
import { settingsProblem, withTime } from '#app/features/alerts/settings-draft.ts';
import { ALERT_TEXTS as T, alertsText } from '#app/features/alerts/texts.ts';
import { FormPanel } from '#app/components/form-panel.tsx';

/** A time of day in IST, with the browser's own time picker. */
function TimeField(p: { label: string; value: string; onChange: (v: string) => void; w?: number }) {
  return (
    <TextInput
      type="time"
      label={p.label}
      value={p.value}
      w={p.w ?? 130}
      onChange={(e) => p.onChange(e.currentTarget.value)}
      required
    />
  );
}

/** When alerts arrive (instant or a digest, quiet hours, the daily cap) and which terms send them. */
export function SettingsForm({ initial }: { initial: PushSettings }) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState(initial);
  const [newTime, setNewTime] = useState('12:00');
  const save = useSavePushSettings();
  const problem = settingsProblem(draft);
  const set = (patch: Partial<PushSettings>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        toast(i18n._(T.saved), 'success');
      },
      onError: (err) => toast(isApiError(err) ? alertsText(i18n, err.message) : readerMessage('unknown'), 'error'),
    });
  };

  return (
    <FormPanel onSubmit={submit} label={i18n._(T.settingsHeading)} p="lg">
      <Stack gap="md">
        <Group gap={8}>
          <IconClock size={20} aria-hidden />
          <Title order={2} fz="lg">
            {i18n._(T.settingsHeading)}
          </Title>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="alerts-mode">
            {i18n._(T.modeLabel)}
          </Text>
          <SegmentedControl
            aria-labelledby="alerts-mode"
            value={draft.mode}
            onChange={(v) => set({ mode: v === 'digest' ? 'digest' : 'instant' })}
            data={[
              { value: 'instant', label: i18n._(T.instant) },
              { value: 'digest', label: i18n._(T.digest) },
            ]}
            fullWidth
            maw={420}
          />
        </Stack>
        {draft.mode === 'digest' && (
          <Stack gap={6} role="group" aria-label={i18n._(T.digestTimesLabel)}>
            <Text size="sm" fw={500}>
              {i18n._(T.digestTimesLabel)}
            </Text>
            <Text size="xs" c="dimmed">
              {i18n._(T.digestTimesHint)}
            </Text>
            <Group gap="xs">
              {draft.digestTimes.map((t) => (
                <Group key={t} gap={2} wrap="nowrap" data-testid="digest-time">
                  <Text size="sm" fw={600}>
                    {t}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={i18n._(T.removeTime(t))}
                    onClick={() => set({ digestTimes: draft.digestTimes.filter((x) => x !== t) })}
                  />
                </Group>
              ))}
            </Group>
            {draft.digestTimes.length < PUSH.maxDigestTimes && (
              <Group gap="xs" align="flex-end">
                <TimeField label={i18n._(T.addTime)} value={newTime} onChange={setNewTime} />
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => set({ digestTimes: withTime(draft.digestTimes, newTime) })}
                >
                  {i18n._(T.addTime)}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        <Stack gap={6}>
          <Switch
            label={i18n._(T.quietLabel)}
            description={i18n._(T.quietHint)}
            checked={draft.quietHours !== null}
            onChange={(e) => set({ quietHours: e.currentTarget.checked ? { ...PUSH.defaultQuiet } : null })}
          />
          {draft.quietHours && (
            <Group gap="sm">
              <TimeField
                label={i18n._(T.quietFrom)}
                value={draft.quietHours.from}
                onChange={(from) => set({ quietHours: { ...draft.quietHours!, from } })}
              />
              <TimeField
                label={i18n._(T.quietTo)}
                value={draft.quietHours.to}
                onChange={(to) => set({ quietHours: { ...draft.quietHours!, to } })}
              />
            </Group>
          )}
        </Stack>
        <NumberInput
          label={i18n._(T.capLabel)}
          min={1}
          max={PUSH.maxCap}
          clampBehavior="strict"
          allowDecimal={false}
          value={draft.dailyCap}
          onChange={(v) => set({ dailyCap: typeof v === 'number' ? v : PUSH.defaultCap })}
          w={240}
        />
        <Stack gap={6} role="group" aria-label={i18n._(T.termsHeading)}>
          <Text size="sm" fw={500}>
            {i18n._(T.termsHeading)}
          </Text>
          {draft.terms.length === 0 && (
            <Text size="sm" c="dimmed">
              {i18n._(T.termsEmpty)} <Link to="/dashboard/private">{i18n._(T.termsLink)}</Link>
            </Text>
          )}
          {draft.terms.map((t) => (
            <Switch
              key={t.term}
              label={t.term}
              checked={t.enabled}
              onChange={(e) => {
                const enabled = e.currentTarget.checked;
                set({ terms: draft.terms.map((x) => (x.term === t.term ? { ...x, enabled } : x)) });
              }}
            />
          ))}
        </Stack>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={problem !== null}>
            {i18n._(T.save)}
          </Button>
        </Group>
      </Stack>
    </FormPanel>
  );
}
