import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { ArticleActionsProvider, type ArticleActions } from '#app/components/news/article-actions.tsx';
import { useViewer } from '#app/features/auth/api/get-me.ts';
import { useAddBookmark } from '#app/features/bookmarks/api/add-bookmark.ts';
import { useBookmarkIndex } from '#app/features/bookmarks/api/get-bookmark-index.ts';

// The note editor ships with the first article a member opens, not with every page.
const ArticleNote = lazy(() =>
  import('#app/features/bookmarks/components/article-note.tsx').then((m) => ({ default: m.ArticleNote })),
);

/**
 * Composes the bookmarks feature into every article card, page and dialog: saving, the
 * saved state, the personal note and 'Save to my notes'. Members only; for anyone else
 * nothing is saved and no note shows.
 */
export function MemberArticleActions({ children }: { children: ReactNode }) {
  const { member } = useViewer();
  const index = useBookmarkIndex(member);
  const { mutateAsync: add } = useAddBookmark();
  const qc = useQueryClient();
  const saved = index.data;
  const value = useMemo<ArticleActions>(() => {
    const ok = (p: Promise<unknown>) =>
      p.then(
        () => true,
        () => false,
      );
    if (!member) return { isSaved: () => false, save: () => Promise.resolve(false) };
    return {
      isSaved: (url) => saved?.has(url) ?? false,
      save: (a) => ok(add({ title: a.title, url: a.url })),
      note: (a) => (
        <Suspense fallback={null}>
          <ArticleNote article={{ title: a.title, url: a.url }} headingId="my-note" />
        </Suspense>
      ),
      // 'Save to my notes' brings its code when first used.
      saveAnswer: (a, heading, answer) =>
        ok(
          import('#app/features/bookmarks/api/save-note.ts').then((m) =>
            m.appendToNote(qc, { article: { title: a.title, url: a.url }, heading, answer }),
          ),
        ),
    };
  }, [member, saved, add, qc]);
  return <ArticleActionsProvider value={value}>{children}</ArticleActionsProvider>;
}
