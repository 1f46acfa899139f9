import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { ArticleActionsProvider, type ArticleActions } from '#app/features/article/article-actions.tsx';
import { useViewer } from '#app/features/auth/api/get-me.ts';
import { useAddBookmark } from '#app/features/bookmarks/api/add-bookmark.ts';
import { useBookmarkIndex } from '#app/features/bookmarks/api/get-bookmark-index.ts';
import { takeSaveAfterSignIn } from '#app/lib/save-after-sign-in.ts';
import { LOGIN_PATH } from '#app/lib/session-reset.ts';
import { toast } from '#app/lib/toast.ts';

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
  const { signedIn, member } = useViewer();
  const index = useBookmarkIndex(member);
  const { mutateAsync: add } = useAddBookmark();
  const qc = useQueryClient();
  // A locked Save sent the reader to sign in: once signed in and back from the login page, a
  // member's save is finished (the save reports itself), anyone else is told why it was not.
  const onLoginPage = useRouterState({ select: (s) => s.location.pathname === LOGIN_PATH });
  useEffect(() => {
    if (!signedIn || onLoginPage) return;
    const pending = takeSaveAfterSignIn();
    if (!pending) return;
    if (member) add(pending).catch(() => undefined);
    else toast(readerMessage('savedAfterSignInNeedsMembership'), 'info');
  }, [signedIn, member, add, onLoginPage]);
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
