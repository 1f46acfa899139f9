import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuildError, buildClient, hasClientBuild } from './ensure-build';
import { browserUrl, step } from './progress';

// A stand-in for `npm run build`: prints as a bundler does, then writes the client's index.html
// (or not) and exits with the given code.
const fakeBuild = (clientDir: string, { lines = 300, writeIndex = true, exitCode = 0 } = {}) => ({
  command: process.execPath,
  args: [
    '-e',
    `const fs = require('node:fs');
     for (let i = 0; i < ${lines}; i++) console.log('dist/client/assets/chunk-' + i + '.js  1.2 kB');
     console.error('warning: some chunks are larger than 500 kB');
     if (${writeIndex}) { fs.mkdirSync(${JSON.stringify(clientDir)}, { recursive: true }); fs.writeFileSync(${JSON.stringify(path.join(clientDir, 'index.html'))}, '<!doctype html>'); }
     process.exit(${exitCode});`,
  ],
});

const lines = () => {
  let text = '';
  return { write: (chunk: string) => ((text += chunk), true), text: () => text };
};

describe('building the client on a first start', () => {
  const dirs: string[] = [];
  const clientDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'khabar-build-'));
    dirs.push(dir);
    return path.join(dir, 'client');
  };
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the build’s own output to itself when it succeeds', async () => {
    const dir = clientDir();
    const stdout = vi.spyOn(process.stdout, 'write');
    const stderr = vi.spyOn(process.stderr, 'write');
    expect(hasClientBuild(dir)).toBe(false);
    await buildClient(dir, fakeBuild(dir));
    expect(hasClientBuild(dir)).toBe(true);
    const printed = [...stdout.mock.calls, ...stderr.mock.calls].map((c) => String(c[0])).join('');
    expect(printed).not.toMatch(/chunk-\d+\.js|larger than 500 kB/);
  });

  it('hands over everything the build printed when it fails', async () => {
    const dir = clientDir();
    const failed = await buildClient(dir, fakeBuild(dir, { lines: 3, writeIndex: false, exitCode: 2 })).catch(
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(BuildError);
    const err = failed as BuildError;
    expect(err.message).toMatch(/^The client build failed \(`.*` exited with 2\); its output is above\.$/s);
    expect(err.output).toContain('dist/client/assets/chunk-2.js');
    expect(err.output).toContain('warning: some chunks are larger than 500 kB');
  });

  it('fails with the output when the build succeeds but CLIENT_DIR holds no build', async () => {
    const dir = clientDir();
    const failed = await buildClient(dir, fakeBuild(dir, { lines: 1, writeIndex: false })).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(BuildError);
    expect((failed as BuildError).message).toMatch(/has no index\.html/);
    expect((failed as BuildError).output).toContain('chunk-0.js');
  });

  it('names a build command that cannot be run', async () => {
    const dir = clientDir();
    const failed = await buildClient(dir, { command: path.join(dir, 'no-such-command'), args: [] }).catch(
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(BuildError);
    expect((failed as BuildError).message).toMatch(/^Could not run `.*no-such-command`/);
  });
});

describe('start-up progress lines', () => {
  it('writes one line per step: what runs, then how it ended', async () => {
    const out = lines();
    const n = await step(
      out,
      'Adding demo news',
      async () => 20,
      (count) => `${count} articles`,
    );
    expect(n).toBe(20);
    await step(out, 'Migrating the database', async () => undefined);
    const failing = step(out, 'Building the client', () => Promise.reject(new Error('boom')));
    await expect(failing).rejects.toThrow('boom');
    expect(out.text().split('\n')).toEqual([
      'Adding demo news… 20 articles',
      'Migrating the database… done',
      'Building the client… failed',
      '',
    ]);
  });

  it('gives the address a browser opens', () => {
    expect(browserUrl('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(browserUrl('::', 8080)).toBe('http://localhost:8080');
    expect(browserUrl('127.0.0.1', 19500)).toBe('http://127.0.0.1:19500');
    expect(browserUrl('::1', 8080)).toBe('http://[::1]:8080');
  });
});
