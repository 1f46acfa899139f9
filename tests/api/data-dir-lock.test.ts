import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database.ts';

describe('the embedded database takes one process', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'khabar-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opener of one DATA_DIR with one line, and frees the directory on close', async () => {
    const first = await openDatabase({ dataDir: dir });
    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toThrow(/^DATA_DIR .* is in use by another Khabar process.*DATABASE_URL/);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 180_000);
});
