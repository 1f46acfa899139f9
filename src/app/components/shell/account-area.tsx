import { ActionIcon } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { LOGIN_PATH } from '../../lib/session-reset';

/**
 * The toolbar's account corner. Visitors get the sign-in icon; the accounts feature replaces
 * the inside with the account menu (avatar, first name, balances, log out).
 */
export function AccountArea() {
  const router = useRouter();
  return (
    <ActionIcon
        component="a"
        href={LOGIN_PATH}
        variant="subtle"
        size="lg"
        aria-label="Sign in"
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          void router.navigate({ href: LOGIN_PATH });
        }}
      >
        <IconLogin2 size={22} stroke={1.7} />
      </ActionIcon>
  );
}
