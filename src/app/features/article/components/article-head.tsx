import { PageTitle } from '#app/components/page-title.tsx';
import { articlePicture, previewDescription, SharePreview } from '#app/components/share-preview.tsx';
import { useArticle } from '#app/features/article/api/get-article.ts';

/** The article page's title, description and link previews (/pages/news/details/{url}). */
export function ArticleHead({ url, signedIn }: { url: string; signedIn: boolean }) {
  const a = useArticle(url, signedIn).data;
  if (!a) return <PageTitle name="Article" />;
  return (
    <SharePreview
      title={a.title}
      description={previewDescription(a.summary || `${a.title}, reported by ${a.source}.`)}
      path={`/pages/news/details/${encodeURIComponent(url)}`}
      picture={articlePicture(url)}
      published={a.published}
    />
  );
}
