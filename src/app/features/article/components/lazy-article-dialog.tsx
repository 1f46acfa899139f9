import { lazy, Suspense, useState } from 'react';
import type { ComponentProps } from 'react';
import type { ArticleDialog as Dialog } from './article-dialog';

const ArticleDialog = lazy(() => import('./article-dialog').then((m) => ({ default: m.ArticleDialog })));

/**
 * List screens render this: nothing is downloaded until a reader first opens an article, and
 * the dialog then stays mounted so later opens and closes animate.
 */
export function LazyArticleDialog(props: ComponentProps<typeof Dialog>) {
  const [wanted, setWanted] = useState(false);
  if (props.article && !wanted) setWanted(true);
  if (!wanted && !props.article) return null;
  return (
    <Suspense fallback={null}>
      <ArticleDialog {...props} />
    </Suspense>
  );
}
