import '@mantine/core/styles/Image.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { TIMING } from '#shared/constants.ts';
import farewell from '#app/features/auth/assets/farewell.svg';
import { signOutNow } from '#app/features/auth/sign-out-now.ts';

/**
 * Logout: the server call and the wipe of this device's personal data start the moment the
 * screen opens; the 5-second farewell is shown meanwhile, then the login page. Leaving the
 * farewell early cancels nothing (features/auth/sign-out-now.ts). The shell hides the toolbar
 * and footer on this path (components/shell/chrome.ts).
 */
export function LogoutScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();
  useEffect(() => {
    let left = false;
    const done = signOutNow(queryClient);
    const farewellShown = new Promise((resolve) => window.setTimeout(resolve, TIMING.logoutDelayMs));
    void Promise.all([done, farewellShown]).then(() => {
      if (!left) void navigate({ to: '/pages/user/login', replace: true });
    });
    return () => {
      left = true;
    };
  }, [queryClient, navigate]);

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Image src={farewell} alt={t`A hand waving goodbye over a newspaper`} w={220} h="auto" />
        <Title order={1} fz={28}>
          <Trans>Bye bye. Logging out...</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Thank you for reading Khabar. See you again soon.</Trans>
        </Text>
        <Loader type="dots" aria-label={t`Logging out`} />
      </Stack>
    </Center>
  );
}
