import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconBrandFacebookFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { loadScript } from '#app/lib/load-script.ts';

type FbLoginResponse = { status: string; authResponse?: { accessToken: string } | null };
type FB = {
  init(o: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(cb: (r: FbLoginResponse) => void, o: { scope: string }): void;
};
declare global {
  interface Window {
    FB?: FB;
  }
}

type Props = {
  appId: string;
  settings: { version: string; locale: string; scope: string };
  disabled: boolean;
  onToken: (authToken: string) => void;
  onFailure: () => void;
};

/** Facebook Login (SDK v10.0, en_US, email + public_profile); usable once the SDK has loaded. */
export function FacebookButton({ appId, settings, disabled, onToken, onFailure }: Props) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadScript(`https://connect.facebook.net/${settings.locale}/sdk.js`)
      .then(() => {
        if (cancelled || !window.FB) return;
        window.FB.init({ appId, version: settings.version, cookie: false, xfbml: false });
        setReady(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [appId, settings.locale, settings.version]);

  const login = () =>
    window.FB?.login((r) => (r.authResponse?.accessToken ? onToken(r.authResponse.accessToken) : onFailure()), {
      scope: settings.scope,
    });

  return (
    <Button
      fullWidth
      radius="xl"
      size="md"
      color="#1877F2"
      leftSection={<IconBrandFacebookFilled size={20} />}
      disabled={!ready || disabled}
      onClick={login}
    >
      <Trans>Continue with Facebook</Trans>
    </Button>
  );
}
