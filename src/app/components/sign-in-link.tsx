import { Anchor, type AnchorProps } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { LOGIN_PATH } from '#app/lib/session-reset.ts';

/**
 * The address the reader sees: the masked one when a list shows an article in its dialog (the
 * article's own address), else the page's path with its query and hash.
 */
export function useHereHref(): string {
  return useRouterState({ select: (s) => (s.location.maskedLocation ?? s.location).href });
}

/** The login page, asked to send the reader back to `here` after sign-in. */
export const signInHref = (here: string) =>
  here.startsWith(LOGIN_PATH) ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ redirect: here })}`;

/**
 * "Sign in" from anywhere: the login page comes back to this exact address after sign-in. The
 * navigation carries the address in its history state (`signInFrom`), so the login page can go
 * Back to this very entry, which the router restores with its scroll position (and a list's open
 * article dialog); otherwise it opens the `redirect` address (login-screen.tsx). `onSignIn` runs
 * before the reader leaves (a locked Save remembers its article).
 */
export function useSignInLink(onSignIn?: () => void) {
  const router = useRouter();
  const here = useHereHref();
  const href = signInHref(here);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onSignIn?.();
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate({ href, state: { signInFrom: here } });
  };
  return { href, onClick };
}

type Props = AnchorProps & { children: ReactNode; onSignIn?: () => void };

/** A "Sign in" link that returns here (useSignInLink). */
export function SignInLink({ children, onSignIn, ...rest }: Props) {
  const link = useSignInLink(onSignIn);
  return (
    <Anchor {...link} {...rest}>
      {children}
    </Anchor>
  );
}
