// Building blocks of the routes' `validateSearch` schemas: a URL someone typed, shortened or
// shared can hold anything, so each parameter falls back to its default instead of failing.
import { z } from '#shared/zod.ts';

/** A page number: a whole number from `first` (0 or 1) up to 100,000, else `first`. */
export const pageParam = (first: number) =>
  z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(first), z.maximum(100_000)), first), first);

/** A page size from the screen's own choices, else its default. */
export const sizeParam = (options: readonly number[], fallback: number) =>
  z.catch(
    z._default(
      z.coerce.number().check(
        z.int(),
        z.refine((n) => options.includes(n)),
      ),
      fallback,
    ),
    fallback,
  );

/** An optional text of at most `max` characters (trimmed when asked), else absent. */
export const textParam = (max: number, { trim = false } = {}) =>
  z.catch(z.optional(z.string().check(...(trim ? [z.trim()] : []), z.maxLength(max))), undefined);
