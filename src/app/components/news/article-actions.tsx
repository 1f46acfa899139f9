import { createContext, useContext, type ReactNode } from 'react';

export type ArticleRef = { title: string; url: string };

/**
 * What a member can do with an article beyond reading it, on its card, page and dialog. The
 * app's composition layer provides these (bookmarks and notes are their own feature, which
 * cards and articles never import); without a provider nothing is saved and no note or
 * 'Save to my notes' shows.
 */
export type ArticleActions = {
  /** Already among the member's bookmarks (the saved index). */
  isSaved: (url: string) => boolean;
  /** Bookmark it; resolves true on success (the action reports success and failure itself). */
  save: (article: ArticleRef) => Promise<boolean>;
  /** The member's note on the article, read and edited in place. */
  note?: (article: ArticleRef) => ReactNode;
  /** 'Save to my notes': add an AI answer under its heading to the article's note. */
  saveAnswer?: (article: ArticleRef, heading: string, answer: string) => Promise<boolean>;
};

const NONE: ArticleActions = { isSaved: () => false, save: () => Promise.resolve(false) };

const ArticleActionsContext = createContext<ArticleActions>(NONE);

export const ArticleActionsProvider = ArticleActionsContext.Provider;
export const useArticleActions = (): ArticleActions => useContext(ArticleActionsContext);
