import '@mantine/core/styles/Image.css';
import { Center, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { TIMING } from '#shared/constants.ts';
import { signOut } from '#app/features/auth/api/sign-out.ts';
import farewell from '#app/features/auth/assets/farewell.svg';
import { endClientSession } from '#app/features/auth/end-session.ts';

/**
 * Logout: a 5-second farewell, then the logout call; whatever it answers, the
 * browser forgets the user and goes to the login page. The shell hides the toolbar and
 * footer on this path (components/shell/chrome.ts).
 */
export function LogoutScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let left = false;
    const timer = window.setTimeout(() => {
      void signOut()
        .catch((e: unknown) => console.warn('Sign-out call failed; leaving anyway', e))
        .finally(() => {
          endClientSession(queryClient);
          if (!left) void navigate({ to: '/pages/user/login', replace: true });
        });
    }, TIMING.logoutDelayMs);
    return () => {
      left = true;
      window.clearTimeout(timer);
    };
  }, [queryClient, navigate]);

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Image src={farewell} alt="A hand waving goodbye over a newspaper" w={220} h="auto" />
        <Title order={1} fz={28}>Bye bye. Logging out...</Title>
        <Text c="dimmed" size="sm">Thank you for reading Khabar. See you again soon.</Text>
        <Loader type="dots" aria-label="Logging out" />
      </Stack>
    </Center>
  );
}
