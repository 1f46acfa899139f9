// The code, the tests and the documentation explain themselves: they cite no document outside
// the repository (the product's spec lives elsewhere; what the code relies on is in docs/), no
// path outside it, no ticket numbers, and no talk of when or in which sitting work was done.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './markdown';

const THIS_FILE = path.relative(ROOT, import.meta.filename);
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|css|html|txt|yml|yaml)$/;

/** Every text file of src/, tests/ (less third-party samples in tests/fixtures), sw/, docs/, and README.md. */
function files(): string[] {
  const under = (dir: string) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f));
  return [...under('src'), ...under('tests'), ...under('sw'), ...under('docs'), 'README.md'].filter(
    (f) => TEXT.test(f) && !f.startsWith(path.join('tests', 'fixtures') + path.sep) && f !== THIS_FILE,
  );
}

/** Wording that has no place in the repository, each with why. */
const FORBIDDEN: [RegExp, string][] = [
  [/\b(?:SPEC|CONTRACT|DESIGN)\.md\b/, 'cites a document outside the repository'],
  [/(?<![\w/])\/work\//, 'names a path on a work machine'],
  // "session" stays for sign-in sessions; a sitting of work is not one of them.
  [/\b(?:this|last|next|previous|work|working|coding|today's) session\b/i, 'speaks of a work session'],
  [/\btonight\b/i, 'speaks of when the work was done'],
  [
    /\b(?:issues?|tickets?|bugs?|PRs?|pull requests?) #?\d+\b|\(#\d+\)|\b(?:fix(?:es|ed)?|close[sd]?|see) #\d+\b/i,
    'cites an issue number',
  ],
];

/** A relative path in `file` that leads outside the repository (`../shared`), or null. */
function pathOutside(file: string, text: string): string | null {
  for (const m of text.matchAll(/(?:\.\.\/)+[\w.-]*/g)) {
    const where = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), m[0]));
    if (where.startsWith('..') || path.isAbsolute(where)) return m[0];
  }
  return null;
}

function problems(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const [pattern, why] of FORBIDDEN) {
      const m = pattern.exec(line);
      if (m) found.push(`${file}:${i + 1} ${why}: "${m[0].trim()}"`);
    }
    const outside = pathOutside(file, line);
    if (outside) found.push(`${file}:${i + 1} names a path outside the repository: "${outside}"`);
  });
  return found;
}

describe('wording of the code, tests and documentation', () => {
  it('reads the whole tree it is about', () => {
    const all = files();
    expect(all).toEqual(expect.arrayContaining(['README.md', path.join('src', 'server', 'config.ts')]));
    expect(all.some((f) => f.startsWith(path.join('tests', 'fixtures')))).toBe(false);
  });

  it('cites no outside document or path, no issue number, no work session', () => {
    expect(files().flatMap((f) => problems(f, readFileSync(path.join(ROOT, f), 'utf8')))).toEqual([]);
  });

  it('tells the wording it refuses from the words the product uses', () => {
    const say = (text: string) => problems('src/app/x.ts', text);
    expect(say('See SPEC.md for the rules.')).toHaveLength(1);
    expect(say("import x from '../../../shared/fixtures/a.json';")).toHaveLength(1);
    expect(say('Fixed in this session; more next session.')).toHaveLength(1);
    expect(say('Finish tonight.')).toHaveLength(1);
    expect(say('As issue 37 asked.')).toHaveLength(1);
    expect(say('Slower start (#41).')).toHaveLength(1);
    // A sign-in session, a relative import inside the repository and a colour are fine.
    expect(say('The session cookie ends the session at sign-out.')).toEqual([]);
    expect(say("import { z } from '../shared/zod.ts'; // color: #333")).toEqual([]);
  });
});
