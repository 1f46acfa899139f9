export type TitleSort = 'asc' | 'desc' | undefined;

/** A click on the Title header cycles: newest first (unsorted) → A–Z → Z–A → newest first. */
export const nextSort = (s: TitleSort): TitleSort => (s === undefined ? 'asc' : s === 'asc' ? 'desc' : undefined);
