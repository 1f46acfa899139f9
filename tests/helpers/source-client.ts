import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A client directory the server serves as it serves the build: the app's index.html, and beside
 * it the server-side renderer of first screens (here the source of src/app/entry-server.tsx,
 * which `npm run build` bundles into dist/ssr). `clientDir` is for CLIENT_DIR.
 */
export function sourceClient(): { clientDir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'khabar-client-'));
  mkdirSync(path.join(dir, 'client'));
  mkdirSync(path.join(dir, 'ssr'));
  copyFileSync(path.join(ROOT, 'index.html'), path.join(dir, 'client', 'index.html'));
  writeFileSync(
    path.join(dir, 'ssr', 'entry-server.js'),
    `export { renderFirstView } from ${JSON.stringify(path.join(ROOT, 'src/app/entry-server.tsx'))};\n`,
  );
  return { clientDir: path.join(dir, 'client'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
