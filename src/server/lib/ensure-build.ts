import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** A fresh clone has no client build: make one before serving (once; later starts reuse it). */
export async function ensureClientBuild(clientDir: string): Promise<void> {
  if (existsSync(path.join(path.resolve(clientDir), 'index.html'))) return;
  console.log('No client build found: building it once (npm run build)…');
  const res = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (res.status !== 0) throw new Error('Client build failed; run `npm run build` to see why.');
}
