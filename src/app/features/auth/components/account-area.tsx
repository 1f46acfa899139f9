import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Loader } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { useShellRefresh } from '#app/features/auth/use-shell-refresh.ts';
import { useSignInLink } from '#app/components/sign-in-link.tsx';

// Visitors never need the menu and its pop-over code: it loads only for signed-in users.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * The toolbar's account corner: the sign-in icon for visitors, the account menu (avatar,
 * first name, balances, log out) for signed-in users.
 */
export function AccountArea() {
  const me = useMe();
  const { t } = useLingui();
  const signIn = useSignInLink();
  useShellRefresh();
  if (me.isPending) return <Loader size="sm" aria-label={t`Loading account`} />;
  if (me.data) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label={t`Loading account`} />}>
        <AccountMenu user={me.data} />
      </Suspense>
    );
  }
  return (
    <ActionIcon component="a" {...signIn} variant="subtle" size="lg" aria-label={t`Sign in`}>
      <IconLogin2 size={22} stroke={1.7} />
    </ActionIcon>
  );
}
