import { z } from 'zod';
import { PAGING } from '../constants';

/** Query strings arrive as strings; coerce and bound them. News lists are 1-based. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(PAGING.defaultPage),
  size: z.coerce.number().int().min(1).max(PAGING.maxSize).default(PAGING.defaultSize),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** User, payment and membership lists are 0-based (CONTRACT.md). */
export const zeroPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(PAGING.maxSize).default(PAGING.historySize),
});
export type ZeroPageQuery = z.infer<typeof zeroPageQuerySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().int().min(0) });
export type Paged<T> = { content: T[]; totalElements: number };

export const listObjectSchema = <T extends z.ZodType>(item: T) =>
  z.object({ listObject: z.array(item), totalElementCount: z.number().int().min(0) });
export type ListObject<T> = { listObject: T[]; totalElementCount: number };
