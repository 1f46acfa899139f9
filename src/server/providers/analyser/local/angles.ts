// The stakeholders and kinds of evidence a story of each category usually includes; a
// perspective counts as present when one of its cue words appears in the article. The table is
// data (angles.json): `common` holds the angles several categories share, and a category's list
// names one of them by its key or gives an angle of its own.
import { z } from 'zod';
import table from './angles.json';

/** `heard`: a group of people, covered only when one of them speaks (a quoted or attributed sentence). */
const angleSchema = z.object({
  who: z.string(),
  cues: z.array(z.string()),
  why: z.string(),
  heard: z.boolean().optional(),
});
export type Angle = z.infer<typeof angleSchema>;

const tableSchema = z.object({
  common: z.record(z.string(), angleSchema),
  categories: z.record(z.string(), z.array(z.union([z.string(), angleSchema]))),
  default: z.array(z.union([z.string(), angleSchema])),
});
const { common, categories, default: fallback } = tableSchema.parse(table);

const resolve = (list: (string | Angle)[]): Angle[] =>
  list.map((a) => {
    if (typeof a !== 'string') return a;
    const shared = common[a];
    if (!shared) throw new Error(`angles.json names no common angle '${a}'`);
    return shared;
  });

export const CATEGORY_ANGLES: Record<string, Angle[]> = Object.fromEntries(
  Object.entries(categories).map(([category, list]) => [category, resolve(list)]),
);
export const DEFAULT_ANGLES: Angle[] = resolve(fallback);
