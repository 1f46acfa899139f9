import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Box,
  Checkbox,
  Container,
  Divider,
  Group,
  Loader,
  Overlay,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import type { DemoTokenRequest, Provider } from '#shared/schemas/auth.ts';
import { useProviders } from '#app/features/auth/api/get-providers.ts';
import { useSignIn, type SignInRequest } from '#app/features/auth/api/sign-in.ts';
import { returnPath } from '#app/features/auth/return-path.ts';
import { DemoSignIn } from './demo-sign-in';
import { FacebookButton } from './facebook-button';
import { GoogleButton } from './google-button';

const LOGIN_PATH = '/pages/user/login';

/** Login: breadcrumb, social sign-in only, a spinner while signing in. */
export function LoginScreen() {
  const providers = useProviders();
  const signIn = useSignIn();
  const router = useRouter();
  const navigate = useNavigate();
  const asked = useSearch({ from: '/pages/user/login' }).redirect;
  const [remember, setRemember] = useState(true);
  const busy = signIn.isPending;
  const { t } = useLingui();

  // Each provider button signs in with its own provider, so no provider choice is kept; a
  // failure simply returns to idle with no message.
  const run = (req: SignInRequest) => {
    signIn.mutate(req, {
      onSuccess: () => {
        // Only a sign-in on the login page itself moves on; elsewhere the page stays. It goes
        // back to the page a sign-in gate turned away (a path on this site only), else to the news.
        // A Sign in pressed in the app (sign-in-link.tsx) goes Back to the very entry it was
        // pressed on, which the router restores with its scroll position and any open dialog.
        const here = router.state.location;
        if (here.pathname !== LOGIN_PATH) return;
        const back = returnPath(asked);
        if (back && here.state.signInFrom === back && router.history.canGoBack()) router.history.back();
        else if (back) void navigate({ href: back, replace: true });
        else void navigate({ to: '/dashboard/news' });
      },
    });
  };
  // The API's values for the flag, never shown.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  const rememberMe = remember ? 'Yes' : 'No';
  const token = (provider: Provider, tokens: { idToken?: string; authToken?: string }) =>
    run({ kind: 'token', input: { provider, ...tokens, rememberMe } });
  const demo = (account: DemoTokenRequest) => run({ kind: 'demo', account, rememberMe });
  const idle = () => signIn.reset();

  const p = providers.data;
  return (
    <Container size={480} py="xl">
      <Breadcrumb current={t`Login`} mb="lg" />
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} pos="relative">
        {busy && (
          <Overlay backgroundOpacity={0.75} color="var(--mantine-color-body)" radius="lg" zIndex={5} center>
            <Stack align="center" gap="xs" role="status" aria-live="polite">
              <Loader />
              <Text size="sm">
                <Trans>Signing in…</Trans>
              </Text>
            </Stack>
          </Overlay>
        )}
        <Stack gap="lg">
          <Box>
            <Title order={1} fz={28}>
              <Trans>Sign in to Khabar</Trans>
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              <Trans>Keep a watch list, buy credits and membership, and read full articles with AI analysis.</Trans>
            </Text>
          </Box>
          {providers.isPending && <Skeleton h={140} radius="md" />}
          {providers.isError && (
            <Alert color="red" icon={<IconInfoCircle />}>
              <Trans>Sign-in is unavailable right now. Please try again later.</Trans>
            </Alert>
          )}
          {p && p.providers.length === 0 && (
            <Alert color="yellow" icon={<IconInfoCircle />}>
              <Trans>No sign-in provider is configured on this server.</Trans>
            </Alert>
          )}
          {p?.googleClientId && (
            <GoogleButton
              clientId={p.googleClientId}
              onCredential={(idToken) => token('google', { idToken })}
              onFailure={idle}
            />
          )}
          {p?.facebookAppId && (
            <FacebookButton
              appId={p.facebookAppId}
              settings={p.facebook}
              disabled={busy}
              onToken={(authToken) => token('facebook', { authToken })}
              onFailure={idle}
            />
          )}
          {p?.providers.includes('demo') && (
            <>
              {(p.googleClientId || p.facebookAppId) && <Divider />}
              <DemoSignIn accounts={p.demoAccounts} disabled={busy} onSignIn={demo} />
            </>
          )}
          <Checkbox label={t`Remember me`} checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              <Trans>By signing in you agree to our terms:</Trans>
            </Text>
            <Group gap="md">
              <Anchor href="/pages/termsofuse" size="xs">
                <Trans>Terms of Use</Trans>
              </Anchor>
              <Anchor href="/pages/privacypolicy" size="xs">
                <Trans>Privacy Policy</Trans>
              </Anchor>
            </Group>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
