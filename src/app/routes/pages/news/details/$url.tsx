import { Container, Paper } from '@mantine/core';
import { createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import { articleQueryOptions } from '#app/features/article/api/get-article.ts';
import { ArticleHead } from '#app/features/article/components/article-head.tsx';
import { ArticleNotFound } from '#app/features/article/components/article-not-found.tsx';
import { ArticleView } from '#app/features/article/components/article-view.tsx';
import { meQueryOptions, useViewer } from '#app/features/auth/api/get-me.ts';
import { isApiError } from '#app/lib/api-error.ts';

// The `url` segment is the encoded article URL: /pages/news/details/https%3A%2F%2F…
export const Route = createFileRoute('/pages/news/details/$url')({
  loader: async ({ context: { queryClient: qc }, params }) => {
    const me = await qc.ensureQueryData(meQueryOptions()).catch(() => null);
    // An address Khabar has no article at, or cannot read as one (a link cut short), is not
    // found (a 404 page on the server too); any other failure shows the page's own state.
    await qc.ensureQueryData(articleQueryOptions(params.url, Boolean(me))).catch((e: unknown) => {
      if (isApiError(e) && (e.status === 404 || e.status === 400)) throw notFound();
    });
  },
  notFoundComponent: UnknownArticle,
  component: ArticleDetails,
});

function UnknownArticle() {
  return <ArticleNotFound url={Route.useParams().url} />;
}

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
      <ArticleHead url={url} signedIn={viewer.signedIn} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
        <ArticleView
          url={url}
          signedIn={viewer.signedIn}
          member={viewer.member}
          variant="page"
          onClose={close}
          titleId="article-title"
        />
      </Paper>
    </Container>
  );
}
