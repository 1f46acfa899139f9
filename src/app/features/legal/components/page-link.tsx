import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { HrefLink } from '#app/components/href-link.tsx';

/** An in-app link by plain path, navigating with the router (works offline). */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  // Underlined: in the Grey theme a link differs from body text by little more than colour.
  // (An inline style: with per-component CSS, Text.css's text-decoration wins over Anchor's.)
  return (
    <HrefLink href={to} td="underline">
      {children}
    </HrefLink>
  );
}

/** A link that leaves the app (mail, WhatsApp, other sites). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const web = href.startsWith('http');
  return (
    <Anchor href={href} td="underline" {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </Anchor>
  );
}
