// docs/decisions: every record is NNNN-slug.md with a unique number, a status (accepted, or
// superseded by a record that exists) and a date, and the index lists each one as it is.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { linksInColumn, parseMarkdown, readDoc, ROOT, tablesUnderHeadings, textInColumn } from './markdown';

const DIR = 'docs/decisions';
const NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const STATUS = /^Status: (accepted|superseded by (\d{4}))$/m;
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/m;

const files = readdirSync(path.join(ROOT, DIR))
  .filter((f) => f !== 'README.md' && f !== '.gitkeep')
  .sort();

type Record = { file: string; number: string; title: string; status: string; supersededBy?: string; date: string };

function readRecord(file: string): Record {
  const text = readDoc(`${DIR}/${file}`);
  const heading = parseMarkdown(text).children[0];
  const status = STATUS.exec(text);
  return {
    file,
    number: file.slice(0, 4),
    title: heading?.type === 'heading' && heading.depth === 1 ? toString(heading) : '',
    status: status?.[1] ?? '',
    supersededBy: status?.[2],
    date: DATE.exec(text)?.[1] ?? '',
  };
}

const validDate = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(d).toISOString().startsWith(d);

describe('decision records', () => {
  it('are all named NNNN-slug.md, with unique numbers', () => {
    expect(files.filter((f) => !NAME.test(f))).toEqual([]);
    const numbers = files.map((f) => f.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it.each(files.filter((f) => NAME.test(f)))('%s has a title, a status and a date', (file) => {
    const r = readRecord(file);
    expect(r.title, 'a "# Title" first line').not.toBe('');
    expect(r.status, '"Status: accepted" or "Status: superseded by NNNN"').not.toBe('');
    expect(validDate(r.date), `"Date: YYYY-MM-DD" (found "${r.date}")`).toBe(true);
    if (r.supersededBy) {
      expect(r.supersededBy, 'a later record').not.toBe(r.number);
      expect(
        files.some((f) => f.startsWith(`${r.supersededBy}-`)),
        `record ${r.supersededBy} exists`,
      ).toBe(true);
    }
  });

  it('are each listed in the index with their title, status and date, and the index lists nothing else', () => {
    const tables = tablesUnderHeadings(parseMarkdown(readDoc(`${DIR}/README.md`)));
    expect(tables).toHaveLength(1);
    const { table } = tables[0]!;
    const links = linksInColumn(table, 0).map((l) => l[0] ?? '');
    const titles = textInColumn(table, 1);
    const statuses = textInColumn(table, 2);
    const dates = textInColumn(table, 3);
    const listed = links.map((file, i) => ({ file, title: titles[i], status: statuses[i], date: dates[i] }));
    const records = files.filter((f) => NAME.test(f)).map(readRecord);
    const expected = records.map((r) => ({
      file: r.file,
      title: r.title,
      status: r.supersededBy ? `superseded by ${r.supersededBy}` : r.status,
      date: r.date,
    }));
    expect(listed).toEqual(expected);
  });

  it('links each superseded record in the index to the record that replaced it', () => {
    const { table } = tablesUnderHeadings(parseMarkdown(readDoc(`${DIR}/README.md`)))[0]!;
    const statusLinks = linksInColumn(table, 2);
    const records = files.filter((f) => NAME.test(f)).map(readRecord);
    records.forEach((r, i) => {
      if (!r.supersededBy) return;
      expect(statusLinks[i]?.[0] ?? '', `${r.file}: the index links its successor`).toMatch(
        new RegExp(`^${r.supersededBy}-.*\\.md$`),
      );
    });
  });
});
