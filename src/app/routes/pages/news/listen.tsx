import { useLingui } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '#app/features/auth/guards.ts';
import { ListenScreen } from '#app/features/listen/components/listen-screen.tsx';
import { PageTitle } from '#app/components/page-title.tsx';
import { LISTEN_TEXTS } from '#app/features/listen/texts.ts';

// The saved articles read aloud as a playlist (members: bookmarks are theirs).
export const Route = createFileRoute('/pages/news/listen')({
  staticData: { catalogues: ['listen'] },
  beforeLoad: async ({ context, location }) => ({ user: await requireMember(context, location) }),
  component: ListenPage,
});

function ListenPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageTitle name={i18n._(LISTEN_TEXTS.heading)} />
      <ListenScreen />
    </>
  );
}
