import { useState } from 'react';
import type { ArticleSummary } from '#shared/schemas/news.ts';

/** Which card's article is open in the non-modal dialog on a list screen. */
export function useArticleDialog() {
  const [open, setOpen] = useState<ArticleSummary | null>(null);
  return { open, show: setOpen, close: () => setOpen(null) };
}
