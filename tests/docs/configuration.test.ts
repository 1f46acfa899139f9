// docs/configuration.md names every environment variable the server reads, and no other in its
// server tables; its table of test and benchmark variables names only variables that the tests,
// benchmarks and build configuration read, and every one they read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '#server/config.ts';
import { codeInColumn, parseMarkdown, readDoc, ROOT, tablesUnderHeadings } from './markdown';

const TESTS_HEADING = 'Tests and benchmarks';
const ENV_READ = /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g;

function sourceFiles(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && keep(f));
}

function envReads(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(path.join(ROOT, file), 'utf8').matchAll(ENV_READ)) names.add((m[1] ?? m[2])!);
  }
  return names;
}

const isTest = (f: string) => /\.test\.tsx?$/.test(f);

/** The server's variables: its schema's keys, and any read directly outside it. */
const serverReads = new Set([
  ...Object.keys(envSchema.shape),
  ...envReads(sourceFiles('src/server', (f) => !isTest(f))),
]);

/** What the tests, benchmarks and build configuration read. */
const testFiles = [
  ...sourceFiles('tests', (f) => !f.startsWith(path.join('tests', 'fixtures'))),
  ...sourceFiles('src', isTest),
  ...sourceFiles('sw', isTest),
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
];
const testReads = envReads(testFiles);
const packageScripts = Object.values(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
).join('\n');

const tables = tablesUnderHeadings(parseMarkdown(readDoc('docs/configuration.md')));
const named = (heading: (h: string) => boolean) =>
  tables.filter((t) => heading(t.heading)).flatMap((t) => codeInColumn(t.table, 0).flat());
const serverTable = new Set(named((h) => h !== TESTS_HEADING));
const testTable = named((h) => h === TESTS_HEADING);

/** `BENCH_*` names every variable with that prefix. */
const matches = (entry: string, name: string) =>
  entry.endsWith('*') ? name.startsWith(entry.slice(0, -1)) : entry === name;

describe('docs/configuration.md', () => {
  it('has the server tables and the tests table', () => {
    expect(serverTable.size).toBeGreaterThan(40);
    expect(testTable.length).toBeGreaterThan(5);
  });

  it('names every variable the server reads', () => {
    expect([...serverReads].filter((name) => !serverTable.has(name))).toEqual([]);
  });

  it('names no variable in its server tables that the server does not read', () => {
    expect([...serverTable].filter((name) => !serverReads.has(name))).toEqual([]);
  });

  it('names every variable the tests, benchmarks and build configuration read', () => {
    const documented = [...serverTable, ...testTable];
    expect([...testReads].filter((name) => !documented.some((entry) => matches(entry, name)))).toEqual([]);
  });

  it('names in its tests table only variables that the tests, benchmarks or scripts read', () => {
    const unread = testTable.filter(
      (entry) =>
        ![...testReads].some((name) => matches(entry, name)) && !new RegExp(`\\b${entry}=`).test(packageScripts),
    );
    expect(unread).toEqual([]);
  });
});
