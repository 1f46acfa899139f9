import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { MarkdownProps } from './markdown';
import classes from './markdown.module.css';
import { plainParagraphs } from './plain-paragraphs';

const MarkdownText = lazy(() => import('./markdown'));

/**
 * Markdown with maths, never raw HTML. Text without any Markdown is set as paragraphs here, and
 * the renderer is never loaded for it. Otherwise the plain text shows while the renderer loads
 * (and in the server's first screen), set in the rendered text's type so nothing moves when it
 * arrives.
 */
export function Markdown(props: MarkdownProps) {
  const paragraphs = plainParagraphs(props.markdown);
  if (paragraphs) {
    return (
      <div className={classes.body} data-size={props.size ?? 'article'}>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    );
  }
  const plain = (
    <div className={classes.body} data-size={props.size ?? 'article'}>
      <p style={{ whiteSpace: 'pre-wrap' }}>{props.markdown}</p>
    </div>
  );
  // The server renders the plain text, and so does the browser's first render, which takes the
  // server's markup over; the renderer is asked for after that.
  return (
    <ClientOnly fallback={plain}>
      <Suspense fallback={plain}>
        <MarkdownText {...props} />
      </Suspense>
    </ClientOnly>
  );
}
