import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useRef, type ReactElement } from 'react';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import type { CardActions } from '#app/components/news/news-card.tsx';
import { useArticleActions } from './article-actions';
import { LazyArticleDialog } from './components/lazy-article-dialog';

type Reader = { signedIn: boolean; member: boolean };

/**
 * Everything a list screen wires between its news cards and the article dialog: opening a card
 * shows it in the non-modal dialog, and members can save it. Spread `card` into each card or
 * grid and render `dialog` once on the screen.
 *
 * The open article is the list's `article` search parameter, and opening it is a navigation
 * masked as the article's own address (TanStack Router's route masking): the address bar shows
 * /pages/news/details/{url}, which can be copied and shared, while the router keeps the list
 * with its dialog. So the browser's Back closes the dialog (the list is still where the reader
 * left it: the navigation keeps the scroll), Forward opens it again, and a reload unmasks the
 * address (`unmaskOnReload`): the server renders the article page. Switching to another card
 * while the dialog is open replaces the entry, so one Back still returns to the list.
 */
export function useArticleCards({ signedIn, member }: Reader): { card: CardActions; dialog: ReactElement } {
  const router = useRouter();
  const navigate = useNavigate();
  const openUrl = useSearch({ strict: false, select: (s) => s.article });
  // The cards' summaries, shown while the full article loads (not needed: the dialog fetches it).
  const previews = useRef(new Map<string, ArticleSummary>());
  const { save, isSaved } = useArticleActions();

  const open = (a: ArticleSummary) => {
    previews.current.set(a.url, a);
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, article: a.url }),
      mask: { to: '/pages/news/details/$url', params: { url: a.url }, unmaskOnReload: true },
      replace: openUrl !== undefined,
      resetScroll: false,
    });
  };
  const close = () => {
    // The dialog's entry was pushed by `open`: going back to the list restores it as it was. An
    // address that came with the dialog open (nothing to go back to) drops the parameter instead.
    if (router.history.canGoBack()) router.history.back();
    else
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, article: undefined }),
        replace: true,
        resetScroll: false,
      });
  };
  const article = openUrl ? { url: openUrl, preview: previews.current.get(openUrl) } : null;
  return {
    card: { onOpen: open, signedIn, canSave: member, onSave: (a) => void save(a), isSaved },
    dialog: <LazyArticleDialog article={article} signedIn={signedIn} member={member} onClose={close} />,
  };
}
