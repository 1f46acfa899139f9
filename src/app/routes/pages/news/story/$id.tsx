import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { pagedAddressSchema } from '#shared/schemas/addresses.ts';
import { meQueryOptions, useViewer } from '#app/features/auth/api/get-me.ts';
import { storyQueryOptions } from '#app/features/stories/api/get-story.ts';
import { StoryScreen } from '#app/features/stories/components/story-screen.tsx';
import { storyId } from '#app/features/stories/story-view.ts';

// One event across sources: /pages/news/story/{id}?page (page one-based, left out when 1).
export const Route = createFileRoute('/pages/news/story/$id')({
  staticData: { catalogues: ['stories'] },
  // The loader and the screen load together: one chunk, one request, and less in the entry.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: pagedAddressSchema,
  // Page 1 stays out of the address bar (and the server's render is not redirected to ?page=1).
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context: { queryClient: qc }, params, deps }) => {
    const id = storyId(params.id);
    // prefetch, not ensure: an unknown story or a failure shows the page's own state.
    await Promise.all([
      qc.ensureQueryData(meQueryOptions()).catch(() => null),
      id === null ? null : qc.prefetchQuery(storyQueryOptions(id, deps.page)),
    ]);
  },
  component: StoryRoute,
});

function StoryRoute() {
  const params = Route.useParams();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const viewer = useViewer();
  return (
    <StoryScreen
      id={storyId(params.id)}
      page={page}
      member={viewer.member}
      onPage={(p) => {
        void navigate({ search: { page: p } });
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
