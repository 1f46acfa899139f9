import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '#app/features/auth/guards.ts';
import { ListenScreen } from '#app/features/listen/components/listen-screen.tsx';

// The saved articles read aloud as a playlist (members: bookmarks are theirs).
export const Route = createFileRoute('/pages/news/listen')({
  beforeLoad: async ({ context }) => ({ user: await requireMember(context) }),
  component: ListenScreen,
});
