import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '../../../lib/guards';

// Bookmarks are for members: visitors sign in first, signed-in non-members see the plans.
export const Route = createFileRoute('/pages/news/bookmarks')({
  beforeLoad: async ({ context }) => ({ user: await requireMember(context) }),
});
