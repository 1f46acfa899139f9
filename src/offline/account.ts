// The last-known signed-in shell (user, balances), so it shows at once and offline.
import type { AccountSnapshot, OfflineDb } from './db';

export type AccountPatch = Partial<Pick<AccountSnapshot, 'user' | 'credits' | 'days'>>;

export async function saveAccount(db: OfflineDb, patch: AccountPatch, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.account], async () => {
    const old = await db.account.get('me');
    await db.account.put({ key: 'me', user: null, credits: null, days: null, ...old, ...patch, savedAt: now });
  });
}

export const readAccount = (db: OfflineDb): Promise<AccountSnapshot | undefined> => db.account.get('me');
