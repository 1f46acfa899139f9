import { Container, Paper } from '@mantine/core';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { articleQueryOptions } from '#app/features/article/api/get-article.ts';
import { ArticleView } from '#app/features/article/components/article-view.tsx';
import { meQueryOptions, useViewer } from '#app/features/auth/api/get-me.ts';
import { HydrationPart } from '#app/components/hydration-part.tsx';

// The `url` segment is the encoded article URL: /pages/news/details/https%3A%2F%2F…
export const Route = createFileRoute('/pages/news/details/$url')({
  loader: async ({ context: { queryClient: qc }, params }) => {
    const me = await qc.ensureQueryData(meQueryOptions()).catch(() => null);
    // prefetch, not ensure: a failure shows the page's own 'Failed to load article' state.
    await qc.prefetchQuery(articleQueryOptions(params.url, Boolean(me)));
  },
  component: ArticleDetails,
});

function ArticleDetails() {
  const { url } = Route.useParams();
  const viewer = useViewer();
  const router = useRouter();
  const close = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/dashboard/news', search: { page: 1 } });
  };
  return (
    <Container size="md" py="lg">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
        {/* The article (its own parts inside) is taken over in a task after the page's frame. */}
        <HydrationPart>
          <ArticleView url={url} signedIn={viewer.signedIn} member={viewer.member} variant="page" onClose={close} titleId="article-title" />
        </HydrationPart>
      </Paper>
    </Container>
  );
}
