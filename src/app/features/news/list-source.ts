import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAGING } from '#shared/constants.ts';
import { categoryQueryOptions } from './api/get-category';
import { todayQueryOptions, watchlistNewsQueryOptions } from './api/get-news-list';
import type { NewsListAddress } from '#shared/schemas/addresses.ts';
import type { NewsLanguages } from '#app/lib/news-languages.ts';
import { categoryName } from '#app/lib/category-names.ts';

export type ListSource = { kind: 'category'; category: string } | { kind: 'watchlist' } | { kind: 'today' };

/** A category wins over the watch list, which wins over today's news. */
export function chooseListSource(p: Pick<NewsListAddress, 'category' | 'watchlist'>): ListSource {
  if (p.category) return { kind: 'category', category: p.category };
  if (p.watchlist) return { kind: 'watchlist' };
  return { kind: 'today' };
}

/**
 * The three sources share one list screen; each is asked through its endpoint's own factory
 * (they type their keys as QueryKey so that one screen can hold any of them).
 */
export function listQueryOptions(
  source: ListSource,
  page: number,
  langs: NewsLanguages,
  size: number = PAGING.newsListSize,
) {
  switch (source.kind) {
    case 'category':
      return categoryQueryOptions(source.category, page, size, langs);
    case 'watchlist':
      return watchlistNewsQueryOptions(page, size, langs);
    case 'today':
      return todayQueryOptions(page, size, langs);
  }
}

export function listTitle(i18n: I18n, source: ListSource): string {
  switch (source.kind) {
    case 'category':
      return categoryName(i18n, source.category);
    case 'watchlist':
      return i18n._(msg`Your watch list`);
    case 'today':
      return i18n._(msg`Today's news`);
  }
}
