import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '../lib/guards';

/** Every /secure/* screen needs a signed-in user; the server enforces it again. */
export const Route = createFileRoute('/secure')({
  beforeLoad: async ({ context }) => ({ user: await requireSignedIn(context) }),
  component: Outlet,
});
