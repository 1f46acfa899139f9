import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { requireMember } from '#app/features/auth/guards.ts';
import { bookmarksQueryOptions } from '#app/features/bookmarks/api/get-bookmarks.ts';
import { bookmarksParamsSchema, toListQuery } from '#app/features/bookmarks/bookmarks-params.ts';
import { BookmarksScreen } from '#app/features/bookmarks/components/bookmarks-screen.tsx';

// Bookmarks are for members: visitors sign in first, signed-in non-members see the plans.
export const Route = createFileRoute('/pages/news/bookmarks')({
  validateSearch: bookmarksParamsSchema,
  search: { middlewares: [stripSearchParams({ page: 1, size: 10 })] },
  beforeLoad: async ({ context }) => ({ user: await requireMember(context) }),
  loaderDeps: ({ search }) => search,
  // prefetch, not ensure: a failed list shows the screen's own error state.
  loader: ({ context: { queryClient: qc }, deps }) => qc.prefetchQuery(bookmarksQueryOptions(toListQuery(deps))),
  component: BookmarksPage,
});

function BookmarksPage() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookmarksScreen
      params={params}
      onParams={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
