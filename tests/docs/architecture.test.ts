// docs/architecture.md has a row for every client feature and every server module, and none for
// a folder that is gone: a new folder fails this test until the page says what it owns.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeInColumn, parseMarkdown, readDoc, ROOT, tablesUnderHeadings } from './markdown';

const folders = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

const tables = tablesUnderHeadings(parseMarkdown(readDoc('docs/architecture.md')));

/** The first-column names of the table under `heading`. */
function rowNames(heading: string): string[] {
  const found = tables.filter((t) => t.heading === heading);
  expect(found, `one table under "${heading}"`).toHaveLength(1);
  return codeInColumn(found[0]!.table, 0)
    .map((codes) => codes[0] ?? '')
    .sort();
}

describe('docs/architecture.md', () => {
  it.each([
    ['src/app/features', 'Client features'],
    ['src/server/modules', 'Server modules'],
  ])('names every folder of %s in its "%s" table, and no other', (dir, heading) => {
    expect(rowNames(heading)).toEqual(folders(dir));
  });
});
