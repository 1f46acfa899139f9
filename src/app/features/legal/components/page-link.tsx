import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** An in-app link styled as a Mantine anchor, navigating with the router (works offline). */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return <Anchor renderRoot={(props) => <Link {...props} to={to} />}>{children}</Anchor>;
}

/** A link that leaves the app (mail, WhatsApp, other sites). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const web = href.startsWith('http');
  return (
    <Anchor href={href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </Anchor>
  );
}
