// The signed-in shell as last seen online (IndexedDB), for an instant and offline first screen.
import { readAccount, saveAccount, type AccountPatch } from '#offline/account.ts';
import { accountUserSchema, type AccountUser } from '#shared/schemas/user.ts';
import { localDb } from '#app/lib/offline.ts';

export async function rememberAccount(patch: AccountPatch): Promise<void> {
  try {
    await saveAccount(localDb(), patch);
  } catch (e) {
    console.warn('Could not keep the account for offline use', e);
  }
}

/** The last-known user, or null (a visitor) when none is stored or it no longer parses. */
export async function lastKnownUser(): Promise<AccountUser | null> {
  try {
    const parsed = accountUserSchema.safeParse((await readAccount(localDb()))?.user);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function lastKnownBalance(which: 'credits' | 'days'): Promise<number | null> {
  try {
    return (await readAccount(localDb()))?.[which] ?? null;
  } catch {
    return null;
  }
}

/** The server says visitor while this device still holds a user: that session is over. */
export async function forgetAccount(clear: () => Promise<void>): Promise<void> {
  try {
    if (await readAccount(localDb())) await clear();
  } catch (e) {
    console.warn('Could not clear the offline store', e);
  }
}
