import type { Entity } from '#shared/schemas/news.ts';

const KINDS = ['person', 'organisation', 'place'] as const;

/** An article's names by kind, as the analysers get them: people, then organisations, then places. */
export function named(names: Partial<Record<(typeof KINDS)[number], string[]>>): Entity[] {
  return KINDS.flatMap((type) => (names[type] ?? []).map((name) => ({ name, type })));
}
