import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The command that builds the client; tests pass a small stand-in. */
export type BuildCommand = { command: string; args: string[] };

const NPM_RUN_BUILD: BuildCommand = { command: 'npm', args: ['run', 'build'] };

/** The build failed: `output` is everything it printed, shown only in this case. */
export class BuildError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

/** Whether the client has been built (later starts reuse the build). */
export function hasClientBuild(clientDir: string): boolean {
  return existsSync(path.join(path.resolve(clientDir), 'index.html'));
}

/**
 * A fresh clone has no client build: `npm start` makes one. The build prints hundreds of lines
 * (one per emitted file) that say nothing to someone starting the app, so they are held back
 * and handed over only when the build fails, where they are what explains it.
 */
export async function buildClient(clientDir: string, build: BuildCommand = NPM_RUN_BUILD): Promise<void> {
  const shown = [build.command, ...build.args].join(' ');
  const output: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(build.command, build.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    // Both streams into one buffer, in the order they arrive, as a terminal would show them.
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', resolve);
  }).catch((err: unknown) => {
    throw new BuildError(`Could not run \`${shown}\`: ${(err as Error).message}`, '');
  });
  const text = Buffer.concat(output).toString('utf8');
  if (code !== 0)
    throw new BuildError(
      `The client build failed (\`${shown}\` exited with ${code ?? 'a signal'}); its output is above.`,
      text,
    );
  if (!hasClientBuild(clientDir)) {
    throw new BuildError(
      `\`${shown}\` finished but ${clientDir} has no index.html: CLIENT_DIR must name the build's client folder.`,
      text,
    );
  }
}
