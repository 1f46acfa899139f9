// The signed-in shell as last seen online (IndexedDB), for an instant and offline first screen.
import type { AccountPatch } from '#offline/account.ts';
import { OFFLINE_DB_NAME } from '#offline/names.ts';
import { accountUserSchema, type AccountUser } from '#shared/schemas/user.ts';

// The shell asks on every first screen: the store (with Dexie) loads only where one may exist,
// never for a visitor's first visit.
const offlineStore = () => import('#app/lib/offline-store.ts');
const readAccount = async () => (await offlineStore()).readLocalAccount();

/** Whether this device may hold the offline store at all, asked without loading it. */
async function storeMayExist(): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    return (await indexedDB.databases()).some((d) => d.name === OFFLINE_DB_NAME);
  } catch {
    return true;
  }
}

export async function rememberAccount(patch: AccountPatch): Promise<void> {
  try {
    await (await offlineStore()).saveLocalAccount(patch);
  } catch (e) {
    console.warn('Could not keep the account for offline use', e);
  }
}

/** The last-known user, or null (a visitor) when none is stored or it no longer parses. */
export async function lastKnownUser(): Promise<AccountUser | null> {
  try {
    const stored = (await readAccount())?.user;
    if (stored === undefined) return null;
    const parsed = accountUserSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function lastKnownBalance(which: 'credits' | 'days'): Promise<number | null> {
  try {
    return (await readAccount())?.[which] ?? null;
  } catch {
    return null;
  }
}

/**
 * The server says visitor while this device still holds a user: that session is over. A
 * device that never kept anything (a first visit) does not load the offline store to learn it.
 */
export async function forgetAccount(clear: () => Promise<void>): Promise<void> {
  try {
    if (!(await storeMayExist())) return;
    if (await readAccount()) await clear();
  } catch (e) {
    console.warn('Could not clear the offline store', e);
  }
}
