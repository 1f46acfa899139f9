import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

/** "Go to page" for long histories: a one-based page number, applied on Enter or Go. */
export function GoToPage({ pages, onGo }: { pages: number; onGo: (zeroBasedPage: number) => void }) {
  const [value, setValue] = useState<string | number>('');
  const { t } = useLingui();
  const go = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) return;
    onGo(Math.min(n, pages) - 1);
    setValue('');
  };
  return (
    <Group component="form" onSubmit={go} gap="xs" align="flex-end" wrap="nowrap" aria-label={t`Go to page`}>
      <NumberInput
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        label={t`Go to page`}
        size="xs"
        w={110}
        min={1}
        max={pages}
        value={value}
        onChange={setValue}
        placeholder={`1–${pages}`}
      />
      <Button type="submit" size="xs" variant="default">
        <Trans>Go</Trans>
      </Button>
    </Group>
  );
}
