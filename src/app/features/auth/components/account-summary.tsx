import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoins, IconCrown, IconShieldCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AccountUser } from '#shared/schemas/user.ts';
import { useCreditBalance, useMembershipDays } from '#app/features/auth/api/get-balances.ts';
import { days, greetingFor } from '#app/features/auth/greeting.ts';
import { formatCredits } from '#app/lib/format.ts';
import { UserAvatar } from './user-avatar';

function Stat({ icon, label, value, hint }: { icon: ReactNode; label: string; value: ReactNode; hint: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text component="div" fz={22} fw={700} lh={1.2}>
            {value}
          </Text>
          <Text size="xs" c="dimmed" component="div">
            {hint}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The top of the signed-in home: greeting, balances and membership status. */
export function AccountSummary({ user, now = new Date() }: { user: AccountUser; now?: Date }) {
  const credits = useCreditBalance();
  const memberDays = useMembershipDays();
  const { t, i18n } = useLingui();
  const greeting = greetingFor(i18n, now);
  const name = user.firstName;
  const show = (n: number | undefined, fmt: (n: number) => string) =>
    n === undefined ? <Skeleton h={26} w={80} mt={2} /> : fmt(n);
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <UserAvatar user={user} size={56} radius="xl" />
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t`${greeting}, ${name}`}
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Here is your Khabar at a glance.</Trans>
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Stat
          icon={<IconCoins size={22} />}
          label={t`Credit balance`}
          value={show(credits.data, formatCredits)}
          hint={
            <>
              <Trans>1 credit = 1 rupee</Trans> ·{' '}
              <Anchor component={Link} to="/secure/order" size="xs" fw={600}>
                <Trans>Add credits</Trans>
              </Anchor>
            </>
          }
        />
        <Stat
          icon={<IconCrown size={22} />}
          label={t`Membership balance`}
          value={show(memberDays.data, (n) => days(i18n, n))}
          hint={t`Days of membership left`}
        />
        <Stat
          icon={<IconShieldCheck size={22} />}
          label={t`Membership`}
          value={
            <Badge size="lg" variant="light" color={user.member ? 'teal' : 'gray'} mt={4}>
              {user.member ? t`Active` : t`Not active`}
            </Badge>
          }
          hint={
            user.member ? (
              t`AI analysis and bookmarks are on`
            ) : (
              <Stack gap={2} align="flex-start">
                <span>
                  <Trans>A membership unlocks AI analysis and bookmarks.</Trans>
                </span>
                <Anchor component={Link} to="/secure/subscription" size="xs" fw={600}>
                  <Trans>See the benefits and buy a membership</Trans>
                </Anchor>
              </Stack>
            )
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
