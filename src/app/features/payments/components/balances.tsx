import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, type MantineSpacing } from '@mantine/core';
import { IconCoins, IconCrown } from '@tabler/icons-react';
import { formatCredits } from '#app/lib/format.ts';
import type { ReactNode } from 'react';

function Balance({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fw={700} fz="lg" data-testid={testId}>
            {value}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** A credit balance in a sentence, behind the coins icon ("Current balance: 900 credits"). */
export function CreditsLine({ gap, mt, children }: { gap: MantineSpacing | number; mt?: number; children: ReactNode }) {
  return (
    // The icon stays beside the words: a sentence too long for the line wraps itself.
    <Group gap={gap} mt={mt} wrap="nowrap">
      <IconCoins size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text>{children}</Text>
    </Group>
  );
}

/** The two balances a membership purchase depends on. */
export function Balances({ credits, days }: { credits: number; days: number }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Balance
        icon={<IconCoins size={20} />}
        label={t`Credit balance`}
        value={formatCredits(credits)}
        testId="credit-balance"
      />
      <Balance
        icon={<IconCrown size={20} />}
        label={t`Membership balance`}
        value={plural(days, { one: '# day', other: '# days' })}
        testId="membership-days"
      />
    </SimpleGrid>
  );
}
