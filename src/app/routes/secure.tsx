import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '#app/features/auth/guards.ts';

/** Every /secure/* screen needs a signed-in user; the server enforces it again. */
export const Route = createFileRoute('/secure')({
  beforeLoad: async ({ context, location }) => ({ user: await requireSignedIn(context, location) }),
  component: Outlet,
});
