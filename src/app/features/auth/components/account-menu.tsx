import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
import type { ReactNode } from 'react';
import type { AccountUser } from '#shared/schemas/user.ts';
import { useCreditBalance, useMembershipDays } from '#app/features/auth/api/get-balances.ts';
import { days } from '#app/features/auth/greeting.ts';
import { formatCredits } from '#app/lib/format.ts';
import { UserAvatar } from './user-avatar';

type MenuLink = {
  to: '/dashboard/private' | '/secure/user/profile' | '/pages/news/bookmarks' | '/pages/user/alerts' | HistoryPath;
  label: MessageDescriptor;
  Icon: typeof IconBell;
  /** Shown only to a user this says yes to. */
  shown?: (user: AccountUser) => boolean | undefined;
};
type HistoryPath = '/secure/transaction-history' | '/secure/subscription';

const ACCOUNT_LINKS: MenuLink[] = [
  { to: '/dashboard/private', label: msg`My Khabar`, Icon: IconLayoutDashboard },
  { to: '/secure/user/profile', label: msg`Account Settings`, Icon: IconSettings },
  { to: '/pages/news/bookmarks', label: msg`My Bookmarks`, Icon: IconBookmarks, shown: (u) => u.member },
  { to: '/pages/user/alerts', label: msg`Alerts`, Icon: IconBell },
];
/** The records, each once the user has one. */
const HISTORY_LINKS: MenuLink[] = [
  {
    to: '/secure/transaction-history',
    label: msg`Transaction history`,
    Icon: IconReceipt,
    shown: (u) => u.hasTransactions,
  },
  { to: '/secure/subscription', label: msg`Membership history`, Icon: IconCrown, shown: (u) => u.hasMemberships },
];

function MenuLinks({ user, links }: { user: AccountUser; links: MenuLink[] }) {
  const { i18n } = useLingui();
  return links
    .filter((l) => !l.shown || l.shown(user))
    .map(({ to, label, Icon }) => (
      <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} />}>
        {i18n._(label)}
      </Menu.Item>
    ));
}

/** A balance, its figure on the right; it opens My Khabar, where both balances are. */
function BalanceItem({ icon, value, children }: { icon: ReactNode; value: string; children: ReactNode }) {
  return (
    <Menu.Item
      component={Link}
      to="/dashboard/private"
      leftSection={icon}
      rightSection={
        <Text size="sm" fw={600}>
          {value}
        </Text>
      }
    >
      {children}
    </Menu.Item>
  );
}

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
        <MenuLinks user={user} links={ACCOUNT_LINKS} />
        <Menu.Divider />
        <BalanceItem icon={<IconCoins size={16} />} value={value(credits.data, formatCredits)}>
          <Trans>Credit Balance</Trans>
        </BalanceItem>
        <BalanceItem icon={<IconCrown size={16} />} value={value(memberDays.data, (n) => days(i18n, n))}>
          <Trans>Membership Balance</Trans>
        </BalanceItem>
        <MenuLinks user={user} links={HISTORY_LINKS} />
        <Menu.Divider />
        <Menu.Item component={Link} to="/secure/logout" color="red" leftSection={<IconLogout size={16} />}>
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
