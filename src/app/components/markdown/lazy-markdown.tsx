import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { MarkdownProps } from './markdown';

const MarkdownText = lazy(() => import('./markdown'));

/** Markdown with maths, never raw HTML; the plain text shows while the renderer loads. */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<Text size={props.size === 'compact' ? 'sm' : undefined} style={{ whiteSpace: 'pre-wrap' }}>{props.markdown}</Text>}>
      <MarkdownText {...props} />
    </Suspense>
  );
}
