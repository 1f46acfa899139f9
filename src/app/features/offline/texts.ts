// User-visible texts of offline reading and sync, in a plain module so browser tests can import them.
export const pendingText = (n: number) => (n === 1 ? '1 change waiting to sync' : `${n} changes waiting to sync`);
export const NOT_SYNCED_TEXT = 'Not synced';
export const opLabel = (kind: 'add' | 'remove' | 'note') =>
  kind === 'add' ? 'Save bookmark' : kind === 'remove' ? 'Remove bookmark' : 'Edit note';
