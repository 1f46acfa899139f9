import type { z } from 'zod';
import { badRequest, describeZodError } from './errors';

/** Parse input with a shared schema; a failure is a 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}
