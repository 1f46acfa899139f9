import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { googleButtonWidth } from '#app/features/auth/google-width.ts';
import { loadScript } from '#app/lib/load-script.ts';

// The small part of Google Identity Services this page uses.
type GoogleId = {
  initialize(o: { client_id: string; callback: (r: { credential?: string }) => void; ux_mode?: 'popup' }): void;
  renderButton(
    el: HTMLElement,
    o: { theme: string; size: string; text: string; shape: string; width?: number; locale?: string },
  ): void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

const GSI_SRC = 'https://accounts.google.com/gsi/client';

type Props = { clientId: string; onCredential: (idToken: string) => void; onFailure: () => void };

/** The Google Identity Services button; GIS initialises only once its script has loaded. */
export function GoogleButton({ clientId, onCredential, onFailure }: Props) {
  const { ref: boxRef, width } = useElementSize();
  const target = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onCredential, onFailure });
  handlers.current = { onCredential, onFailure };
  const px = googleButtonWidth(width);

  useEffect(() => {
    let cancelled = false;
    loadScript(GSI_SRC)
      .then(() => {
        const id = window.google?.accounts.id;
        if (cancelled || !id || !target.current) return;
        id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (r) => (r.credential ? handlers.current.onCredential(r.credential) : handlers.current.onFailure()),
        });
        id.renderButton(target.current, {
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          ...(px ? { width: px } : {}),
          locale: 'en',
        });
      })
      .catch(() => {
        // Offline or blocked: the other providers remain, and no message is shown.
        if (!cancelled) handlers.current.onFailure();
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, px]);

  return (
    <Box ref={boxRef} w="100%" style={{ display: 'flex', justifyContent: 'center', minHeight: 44 }}>
      <div ref={target} data-testid="google-button" />
    </Box>
  );
}
