import { useLingui } from '@lingui/react/macro';
import { CloseButton, Paper, Portal, Transition } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import classes from './article-dialog.module.css';

// The article body (markdown, AI panels, read-aloud) loads with the first opened article.
const ArticleView = lazy(() => import('./article-view').then((m) => ({ default: m.ArticleView })));

/** The article the dialog shows: its address, and the card it was opened from when there is one. */
export type OpenArticle = { url: string; preview?: ArticleSummary | undefined };

type Props = {
  article: OpenArticle | null;
  signedIn: boolean;
  member: boolean;
  onClose: () => void;
};

/**
 * The article as a non-modal dialog: the list behind it stays usable, so a
 * reader can open another card and the dialog switches to it. Escape closes it.
 */
export function ArticleDialog({ article, signedIn, member, onClose }: Props) {
  const titleId = useId();
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useWindowEvent('keydown', (e) => {
    if (e.key === 'Escape' && article) onClose();
  });
  // Move focus into the dialog when it opens or switches article, for keyboard and screen readers.
  const url = article?.url;
  useEffect(() => {
    if (url) ref.current?.focus();
  }, [url]);
  return (
    <Portal>
      <Transition mounted={article !== null} transition="slide-left" duration={200}>
        {(style) => (
          <Paper
            ref={ref}
            role="dialog"
            aria-modal="false"
            aria-labelledby={titleId}
            tabIndex={-1}
            shadow="xl"
            withBorder
            className={classes.dialog}
            style={style}
          >
            <CloseButton className={classes.close} onClick={onClose} aria-label={t`Close article`} />
            {article && (
              <Suspense fallback={null}>
                <ArticleView
                  key={article.url}
                  url={article.url}
                  preview={article.preview}
                  signedIn={signedIn}
                  member={member}
                  variant="dialog"
                  onClose={onClose}
                  titleId={titleId}
                />
              </Suspense>
            )}
          </Paper>
        )}
      </Transition>
    </Portal>
  );
}
