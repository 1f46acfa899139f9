// The routes' `validateSearch`: a URL someone typed, shortened or shared can hold anything, so
// each parameter falls back to its default instead of failing. Plain readers rather than zod
// schemas: every route's `validateSearch` is in the first screen's code, and zod is not
// (docs/decisions/0057-first-screen-loads-no-zod.md).
import type { SearchSchemaInput } from '@tanstack/react-router';

/** Reads one parameter as the router hands it over (already JSON-decoded where it could be). */
export type ParamReader<T> = (raw: unknown) => T;

/**
 * A route's `validateSearch` from one reader per parameter. Unknown parameters are dropped, and
 * a parameter that reads as undefined is left out. Links may give any parameter, typed as the
 * screen reads it.
 */
export function searchParams<T extends Record<string, unknown>>(readers: { [K in keyof T]-?: ParamReader<T[K]> }) {
  return (raw: Partial<T> & SearchSchemaInput): T => {
    const given = raw as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(readers)) {
      const value = readers[key as keyof T](given[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as T;
  };
}

/** A whole number within [min, max], from a number or its text; else the fallback. */
function wholeNumber(raw: unknown, accept: (n: number) => boolean, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isInteger(n) && accept(n) ? n : fallback;
}

/** A page number: a whole number from `first` (0 or 1) up to 100,000, else `first`. */
export const pageParam =
  (first: number): ParamReader<number> =>
  (raw) =>
    wholeNumber(raw, (n) => n >= first && n <= 100_000, first);

/** A page size from the screen's own choices, else its default. */
export const sizeParam =
  (options: readonly number[], fallback: number): ParamReader<number> =>
  (raw) =>
    wholeNumber(raw, (n) => options.includes(n), fallback);

/** A text of at most `max` characters (trimmed when asked, and then not blank when asked), else absent. */
export const textParam =
  (max: number, { trim = false, nonEmpty = false } = {}): ParamReader<string | undefined> =>
  (raw) => {
    if (typeof raw !== 'string') return undefined;
    const s = trim ? raw.trim() : raw;
    return s.length <= max && (!nonEmpty || s !== '') ? s : undefined;
  };

/** One of a few words, else absent. */
export const choiceParam =
  <const C extends string>(choices: readonly C[]): ParamReader<C | undefined> =>
  (raw) =>
    choices.find((c) => c === raw);

/** A yes/no flag: true or false, or their text; else absent. */
export const flagParam: ParamReader<boolean | undefined> = (raw) =>
  raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined;
