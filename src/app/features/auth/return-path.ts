// Loaded only when a sign-in ends or a signed-in reader opens the login page: the schema needs
// zod, which the first screen does not load.
import { returnPathSchema } from '#shared/schemas/return-path.ts';

/** The page to go back to after sign-in, when `asked` is a path on this site; else null. */
export function returnPath(asked: string | undefined): string | null {
  const r = returnPathSchema.safeParse(asked);
  return r.success ? r.data : null;
}
