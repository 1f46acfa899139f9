// Every relative link in the documentation leads somewhere: the file exists in the repository,
// and an #anchor names a heading of the page it points to (GitHub's slug rules).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchors, docFiles, linkTargets, parseMarkdown, readDoc, ROOT } from './markdown';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

const pageAnchors = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let found = pageAnchors.get(file);
  if (!found) {
    found = anchors(parseMarkdown(readDoc(file)));
    pageAnchors.set(file, found);
  }
  return found;
}

/** What is wrong with one link of `file`, or null when it leads somewhere. */
function brokenLink(file: string, url: string): string | null {
  if (EXTERNAL.test(url)) return null;
  const hash = url.indexOf('#');
  const target = decodeURIComponent(hash < 0 ? url : url.slice(0, hash));
  const anchor = hash < 0 ? null : decodeURIComponent(url.slice(hash + 1));
  if (target.startsWith('/')) return 'a root-relative link (GitHub resolves it outside the page)';
  const resolved = target === '' ? path.join(ROOT, file) : path.resolve(ROOT, path.dirname(file), target);
  const inRepo = path.relative(ROOT, resolved);
  if (inRepo.startsWith('..') || path.isAbsolute(inRepo)) return 'points outside the repository';
  if (!existsSync(resolved)) return `no file ${inRepo}`;
  if (anchor === null || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) return null;
  const page = inRepo.split(path.sep).join('/');
  return anchorsOf(page).has(anchor) ? null : `no heading #${anchor} in ${page}`;
}

describe('links in the documentation', () => {
  it.each(docFiles())('%s: every relative link names an existing file and heading', (file) => {
    const broken = linkTargets(parseMarkdown(readDoc(file)))
      .map(({ url, line }) => ({ url, line, problem: brokenLink(file, url) }))
      .filter((l) => l.problem !== null)
      .map((l) => `${file}:${l.line} ${l.url}: ${l.problem}`);
    expect(broken).toEqual([]);
  });

  it('reads the pages it checks (README.md and docs/)', () => {
    expect(docFiles()).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/decisions/README.md']),
    );
  });

  it('finds a broken file, a broken anchor and a link outside the repository', () => {
    expect(brokenLink('README.md', 'docs/no-such-page.md')).toBe('no file docs/no-such-page.md');
    expect(brokenLink('README.md', 'docs/architecture.md#no-such-heading')).toBe(
      'no heading #no-such-heading in docs/architecture.md',
    );
    expect(brokenLink('docs/architecture.md', '#the-layers')).toBeNull();
    expect(brokenLink('docs/architecture.md', '../../elsewhere.md')).toBe('points outside the repository');
    expect(brokenLink('docs/architecture.md', 'https://example.com/x#y')).toBeNull();
  });
});
