import { useState, type ReactElement } from 'react';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import type { CardActions } from '#app/components/news/news-card.tsx';
import { LazyArticleDialog } from './components/lazy-article-dialog';

type Reader = { signedIn: boolean; member: boolean };

/**
 * Everything a list screen wires between its news cards and the article dialog: opening a card
 * shows it in the non-modal dialog (a card saves through the article actions itself). Spread
 * `card` into each card or grid and render `dialog` once on the screen.
 */
export function useArticleCards({ signedIn, member }: Reader): { card: CardActions; dialog: ReactElement } {
  const [open, setOpen] = useState<ArticleSummary | null>(null);
  return {
    card: { onOpen: setOpen, signedIn, canSave: member },
    dialog: <LazyArticleDialog article={open} signedIn={signedIn} member={member} onClose={() => setOpen(null)} />,
  };
}
