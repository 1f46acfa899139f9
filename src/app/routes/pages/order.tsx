import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC.md spells the add-credits route both ways; CONTRACT.md makes /pages/order an alias.
export const Route = createFileRoute('/pages/order')({
  beforeLoad: () => {
    throw redirect({ href: '/secure/order', replace: true });
  },
});
