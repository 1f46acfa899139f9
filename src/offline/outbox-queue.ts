// Writing to the outbox. Always called inside the Dexie transaction that makes the local
// change, so the change and its outbox row are stored together or not at all.
import type { OfflineDb, OutboxOp, OutboxRow } from './db';

const family = (op: OutboxOp) => (op.kind === 'note' ? 'note' : 'bookmark');

export const newOperationId = (): string => crypto.randomUUID();

// A removal that drops the note has an effect a later add does not undo, so it stays.
const replaceable = (last: OutboxRow, op: OutboxOp) =>
  family(last) === family(op) && !(op.kind === 'add' && last.kind === 'remove' && !last.keepNote);

/**
 * Queue one operation. When the newest queued row for the same URL is of the same family
 * (add/remove, or note), the new intent replaces it in place with a fresh id: successive
 * changes collapse to the final state and keep their order relative to the URL's other rows.
 */
export async function enqueue(db: OfflineDb, op: OutboxOp, now: number): Promise<void> {
  const last = await db.outbox.where('url').equals(op.url).last();
  const base = { id: newOperationId(), state: 'pending' as const, attempts: 0, notBefore: 0 };
  if (last && replaceable(last, op)) {
    // Two removals in a row: the note goes if either said so.
    const next: OutboxOp =
      op.kind === 'remove' && last.kind === 'remove' ? { ...op, keepNote: op.keepNote && last.keepNote } : op;
    const row: OutboxRow = { ...next, ...base, seq: last.seq, queuedAt: last.queuedAt };
    await db.outbox.put(row);
  } else {
    await db.outbox.add({ ...op, ...base, queuedAt: now });
  }
}
