import { createFileRoute, redirect } from '@tanstack/react-router';

// /pages/order is an alias of the add-credits screen at /secure/order.
export const Route = createFileRoute('/pages/order')({
  beforeLoad: () => {
    throw redirect({ href: '/secure/order', replace: true });
  },
});
