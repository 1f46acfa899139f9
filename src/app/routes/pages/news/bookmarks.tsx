import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '#app/features/auth/guards.ts';

// Bookmarks are for members: visitors sign in first, signed-in non-members see the plans.
export const Route = createFileRoute('/pages/news/bookmarks')({
  beforeLoad: async ({ context }) => ({ user: await requireMember(context) }),
});
