import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBell,
  IconBookmarks,
  IconChevronDown,
  IconCoins,
  IconCrown,
  IconLayoutDashboard,
  IconLogout,
  IconReceipt,
  IconSettings,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AccountUser } from '#shared/schemas/user.ts';
import { useCreditBalance, useMembershipDays } from '#app/features/auth/api/get-balances.ts';
import { days } from '#app/features/auth/greeting.ts';
import { formatCredits } from '#app/lib/format.ts';
import { UserAvatar } from './user-avatar';

/** The toolbar's account menu (docs/product.md, "The shell", with its items shown conditionally). */
export function AccountMenu({ user }: { user: AccountUser }) {
  const credits = useCreditBalance();
  const memberDays = useMembershipDays();
  const { t, i18n } = useLingui();
  const name = user.firstName;
  const value = (n: number | undefined, fmt: (n: number) => string) => (n === undefined ? '…' : fmt(n));
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu for ${name}`} px={4} py={2} style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <UserAvatar user={user} size={34} radius="xl" />
            <Text fw={600} size="sm" maw={110} truncate="end" visibleFrom="xs" data-testid="account-first-name">
              {user.firstName}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {`${user.firstName} ${user.lastName}`.trim()}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/dashboard/private" leftSection={<IconLayoutDashboard size={16} />}>
          <Trans>My Khabar</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/secure/user/profile" leftSection={<IconSettings size={16} />}>
          <Trans>Account Settings</Trans>
        </Menu.Item>
        {user.member && (
          <Menu.Item component={Link} to="/pages/news/bookmarks" leftSection={<IconBookmarks size={16} />}>
            <Trans>My Bookmarks</Trans>
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/pages/user/alerts" leftSection={<IconBell size={16} />}>
          <Trans>Alerts</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/dashboard/private"
          leftSection={<IconCoins size={16} />}
          rightSection={
            <Text size="sm" fw={600}>
              {value(credits.data, formatCredits)}
            </Text>
          }
        >
          <Trans>Credit Balance</Trans>
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/dashboard/private"
          leftSection={<IconCrown size={16} />}
          rightSection={
            <Text size="sm" fw={600}>
              {value(memberDays.data, (n) => days(i18n, n))}
            </Text>
          }
        >
          <Trans>Membership Balance</Trans>
        </Menu.Item>
        {user.hasTransactions && (
          <Menu.Item component={Link} to="/secure/transaction-history" leftSection={<IconReceipt size={16} />}>
            <Trans>Transaction history</Trans>
          </Menu.Item>
        )}
        {user.hasMemberships && (
          <Menu.Item component={Link} to="/secure/subscription" leftSection={<IconCrown size={16} />}>
            <Trans>Membership history</Trans>
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/secure/logout" color="red" leftSection={<IconLogout size={16} />}>
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
