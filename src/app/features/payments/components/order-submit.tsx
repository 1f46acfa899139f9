import '@mantine/core/styles/Flex.css';
import { Button, Flex, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { wrappingButton } from '#app/components/wrapping-button.ts';

type Props = {
  /** What the button offers: the action with its amount, only once the amount can be bought. */
  label: string;
  icon: ReactNode;
  /** Why the form would refuse the order now (the first rule it breaks), or null when it would go out. */
  refusal: string | null;
  /** A payment under way: the button is plainly disabled. */
  busy?: boolean;
  loading?: boolean;
  /** Pressed while refused: show the fields' own messages (nothing is sent). */
  onRefused: () => void;
  /** Other actions on the button's row, before it (Add credits). */
  before?: ReactNode;
};

/**
 * An order form's submit button that never offers what the form would refuse: while a rule is
 * broken it is disabled (aria-disabled, so it stays focusable and keyboard and screen-reader
 * users hear why) with the reason shown above it and tied to it by aria-describedby; the reason
 * is a polite live region, so a change is announced while typing. Pressing it anyway sends
 * nothing and shows the fields' messages.
 */
export function OrderSubmit({ label, icon, refusal, busy = false, loading, onRefused, before }: Props) {
  const reasonId = useId();
  const refused = refusal !== null;
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (!refused) return;
    e.preventDefault();
    onRefused();
  };
  const button = (
    <Button
      type="submit"
      size="md"
      leftSection={icon}
      loading={loading}
      disabled={busy}
      data-disabled={refused || undefined}
      aria-disabled={refused || undefined}
      aria-describedby={refused ? reasonId : undefined}
      onClick={onClick}
      // A long label ("Buy 150 days for 750 credits") wraps on a phone instead of overflowing.
      {...wrappingButton}
    >
      {label}
    </Button>
  );
  // Above the button, so it is in view with it; always in the page, so the live region
  // announces the first reason too.
  const reason = (
    <Text
      id={reasonId}
      size="sm"
      c="dimmed"
      ta={before ? { base: 'left', xs: 'right' } : undefined}
      aria-live="polite"
      data-testid="order-refusal"
    >
      {refused && (
        <>
          <IconInfoCircle size={16} aria-hidden style={{ verticalAlign: '-3px', marginInlineEnd: 6 }} />
          {refusal}
        </>
      )}
    </Text>
  );
  if (!before)
    return (
      <Stack gap={6}>
        {reason}
        {button}
      </Stack>
    );
  // A phone stacks the actions full width; wider, the other action sits left and this one right.
  return (
    <Flex
      direction={{ base: 'column', xs: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', xs: 'flex-end' }}
      gap="sm"
    >
      {before}
      <Flex direction="column" gap={6} align={{ base: 'stretch', xs: 'flex-end' }} maw={{ xs: 420 }}>
        {reason}
        {button}
      </Flex>
    </Flex>
  );
}
