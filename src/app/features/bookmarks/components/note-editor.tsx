import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
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

/** Write a markdown note (at most 5,000 characters, counted as you type) with a preview. */
export function NoteEditor({ initial, saving, error, onSave, onCancel }: Props) {
  const [text, setText] = useState(initial);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const counterId = useId();
  const over = text.length > NOTE_MAX;
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        w="fit-content"
        value={mode}
        onChange={(v) => setMode(v === 'preview' ? 'preview' : 'write')}
        data={[
          { label: 'Write', value: 'write' },
          { label: 'Preview', value: 'preview' },
        ]}
        aria-label="Note editor mode"
      />
      {mode === 'write' ? (
        <Textarea
          label="My note"
          description="Markdown: **bold**, lists, links and $maths$."
          autosize
          minRows={5}
          maxRows={14}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={over ? `At most ${count.format(NOTE_MAX)} characters.` : error}
          aria-describedby={counterId}
          data-autofocus
        />
      ) : (
        <div aria-label="Note preview" role="region">
          {text.trim() ? (
            <Markdown markdown={text} size="compact" />
          ) : (
            <Text size="sm" c="dimmed">
              Nothing to preview.
            </Text>
          )}
        </div>
      )}
      <Group justify="space-between" gap="xs">
        <Text id={counterId} size="xs" c={over ? 'red' : 'dimmed'}>
          {count.format(text.length)} / {count.format(NOTE_MAX)} characters
        </Text>
        <Group gap="xs">
          <Button variant="default" size="compact-md" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="compact-md" loading={saving} disabled={over || text === initial} onClick={() => onSave(text)}>
            Save note
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
