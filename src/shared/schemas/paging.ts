import { z } from '../zod';
import { PAGING } from '../constants';

/** A query-string number: arrives as a string, coerced, a whole number within [min, max]. */
const queryInt = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)), fallback);

/** Query strings arrive as strings; coerce and bound them. News lists are 1-based. */
export const pageQuerySchema = z.object({
  page: queryInt(1, 100_000, PAGING.defaultPage),
  size: queryInt(1, PAGING.maxSize, PAGING.defaultSize),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** User, payment and membership lists are 0-based (docs/product.md, "API contract"). */
export const zeroPageQuerySchema = z.object({
  page: queryInt(0, 100_000, 0),
  size: queryInt(1, PAGING.maxSize, PAGING.historySize),
});
export type ZeroPageQuery = z.infer<typeof zeroPageQuerySchema>;

/** A count: a whole number, zero or more. */
export const countSchema = () => z.int().check(z.minimum(0));

export const pagedSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({ content: z.array(item), totalElements: countSchema() });
export type Paged<T> = { content: T[]; totalElements: number };

export const listObjectSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({ listObject: z.array(item), totalElementCount: countSchema() });
export type ListObject<T> = { listObject: T[]; totalElementCount: number };
