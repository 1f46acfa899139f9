import { Anchor, type AnchorProps } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

type Props = AnchorProps & { href: string; children: ReactNode; onClick?: () => void };

/**
 * A client-side link by plain path, for routes that other parts of the app register (legal
 * pages, sign-in). Modified clicks (new tab, etc.) keep the browser's behaviour.
 */
export function HrefLink({ href, children, onClick, ...rest }: Props) {
  const router = useRouter();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Anchor href={href} onClick={handle} {...rest}>
      {children}
    </Anchor>
  );
}
