import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '#app/components/page-title.tsx';
import { articlePicture, previewDescription, SharePreview } from '#app/components/share-preview.tsx';
import { useArticle } from '#app/features/article/api/get-article.ts';

const ARTICLE = msg`Article`;

/** The article page's title, description and link previews (/pages/news/details/{url}). */
export function ArticleHead({ url, signedIn }: { url: string; signedIn: boolean }) {
  const a = useArticle(url, signedIn).data;
  const { i18n } = useLingui();
  if (!a) return <PageTitle name={i18n._(ARTICLE)} />;
  const { title, source } = a;
  return (
    <SharePreview
      title={a.title}
      description={previewDescription(a.summary || i18n._(msg`${title}, reported by ${source}.`))}
      path={`/pages/news/details/${encodeURIComponent(url)}`}
      picture={articlePicture(url)}
      published={a.published}
    />
  );
}
