import { createFileRoute, stripSearchParams, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { requireMember } from '#app/features/auth/guards.ts';
import { bookmarksQueryOptions } from '#app/features/bookmarks/api/get-bookmarks.ts';
import { bookmarksAddressSchema } from '#shared/schemas/addresses.ts';
import { toListQuery } from '#app/features/bookmarks/bookmarks-params.ts';
import { BookmarksScreen } from '#app/features/bookmarks/components/bookmarks-screen.tsx';
import { PageTitle } from '#app/components/page-title.tsx';

// Bookmarks are for members: visitors sign in first, signed-in non-members see the plans.
export const Route = createFileRoute('/pages/news/bookmarks')({
  validateSearch: bookmarksAddressSchema,
  search: { middlewares: [stripSearchParams({ page: 1, size: 10 })] },
  beforeLoad: async ({ context, location }) => ({ user: await requireMember(context, location) }),
  loaderDeps: ({ search }) => search,
  // prefetch, not ensure: a failed list shows the screen's own error state.
  loader: ({ context: { queryClient: qc }, deps }) => qc.prefetchQuery(bookmarksQueryOptions(toListQuery(deps))),
  component: BookmarksPage,
});

function BookmarksPage() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  // "Open in app" is what this page is for: the article page's code and its markdown renderer
  // load (from the precache when offline) while the reader looks at the list, not after the
  // click, so a saved article's text shows at once.
  useEffect(() => {
    const warm = () => {
      void router.loadRouteChunk(router.routesById['/pages/news/details/$url'])?.catch(() => undefined);
      void import('#app/components/markdown/markdown.tsx').catch(() => undefined);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const t = window.setTimeout(warm, 200);
      return () => window.clearTimeout(t);
    }
    const handle = window.requestIdleCallback(warm, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, [router]);
  return (
    <>
      <PageTitle name="My Bookmarks" />
      <BookmarksScreen
        params={params}
        onParams={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    </>
  );
}
