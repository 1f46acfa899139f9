import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { noteInputSchema, type NoteInput } from '#shared/schemas/bookmarks.ts';
import { Markdown } from '#app/components/markdown/lazy-markdown.tsx';
import { NOTE_MAX } from '#app/features/bookmarks/note-text.ts';

type Props = {
  initial: string;
  saving: boolean;
  error?: string | null;
  onSave: (note: string) => void;
  onCancel: () => void;
};

const count = new Intl.NumberFormat('en-IN');

/**
 * Write a markdown note (at most 5,000 characters, counted as you type) with a preview. The
 * note is checked by the shared schema the server uses as it is typed: the reason under the
 * field, and Save note is live only for a changed note the server takes.
 */
export function NoteEditor({ initial, saving, error, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const form = useForm<NoteInput>({
    initialValues: { note: initial },
    validate: schemaResolver(noteInputSchema, { sync: true }),
    validateInputOnChange: true,
  });
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const counterId = useId();
  const text = form.values.note;
  const valid = form.isValid();
  const length = count.format(text.length);
  const max = count.format(NOTE_MAX);
  const save = form.onSubmit(({ note }) => onSave(note));
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="xs">
        <SegmentedControl
          size="xs"
          w="fit-content"
          value={mode}
          onChange={(v) => setMode(v === 'preview' ? 'preview' : 'write')}
          data={[
            { label: t`Write`, value: 'write' },
            { label: t`Preview`, value: 'preview' },
          ]}
          aria-label={t`Note editor mode`}
        />
        {mode === 'write' ? (
          <Textarea
            label={t`My note`}
            description={t`Markdown: **bold**, lists, links and $maths$.`}
            autosize
            minRows={5}
            maxRows={14}
            {...form.getInputProps('note')}
            error={form.errors.note ?? error}
            aria-describedby={counterId}
            data-autofocus
          />
        ) : (
          <div aria-label={t`Note preview`} role="region">
            {text.trim() ? (
              <Markdown markdown={text} size="compact" />
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>Nothing to preview.</Trans>
              </Text>
            )}
          </div>
        )}
        <Group justify="space-between" gap="xs">
          <Text id={counterId} size="xs" c={valid ? 'dimmed' : 'red'}>
            <Trans>
              {length} / {max} characters
            </Trans>
          </Text>
          <Group gap="xs">
            <Button variant="default" size="compact-md" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" size="compact-md" loading={saving} disabled={!valid || !form.isDirty()}>
              <Trans>Save note</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
