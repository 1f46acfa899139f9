// Reading the documentation as GitHub renders it: Markdown with GitHub's extensions (tables,
// autolinks), headings turned into anchors by GitHub's slug rules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Heading, Root, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';

/** The repository's root folder. */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The documentation: README.md and every Markdown file under docs/, as paths from the root. */
export function docFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f).split(path.sep).join('/'));
  return ['README.md', ...docs.sort()];
}

export function readDoc(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

export function parseMarkdown(text: string): Root {
  return fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

const HTML_ID = /\s(?:id|name)="([^"]+)"/g;

/** The anchors a page offers: its headings' slugs (GitHub's rules, repeats numbered) and HTML ids. */
export function anchors(tree: Root): Set<string> {
  const slugger = new GithubSlugger();
  const found = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'heading') found.add(slugger.slug(toString(node)));
    if (node.type === 'html') for (const m of node.value.matchAll(HTML_ID)) found.add(m[1]!);
  });
  return found;
}

const HTML_URL = /\s(?:href|src)="([^"]+)"/g;

/** Every link target on a page: Markdown links, images and definitions, and HTML href/src. */
export function linkTargets(tree: Root): { url: string; line: number }[] {
  const found: { url: string; line: number }[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
      found.push({ url: node.url, line });
    if (node.type === 'html') for (const m of node.value.matchAll(HTML_URL)) found.push({ url: m[1]!, line });
  });
  return found;
}

/** The tables of a page, each with the text of the heading it stands under. */
export function tablesUnderHeadings(tree: Root): { heading: string; table: Table }[] {
  const found: { heading: string; table: Table }[] = [];
  let heading = '';
  for (const node of tree.children) {
    if (node.type === 'heading') heading = toString(node as Heading);
    if (node.type === 'table') found.push({ heading, table: node });
  }
  return found;
}

/** The inline code values in one cell of each body row (the header row skipped). */
export function codeInColumn(table: Table, column: number): string[][] {
  return table.children.slice(1).map((row) => {
    const cell = row.children[column];
    const codes: string[] = [];
    if (cell) visit(cell, 'inlineCode', (c) => void codes.push(c.value));
    return codes;
  });
}

/** The plain text of one cell of each body row. */
export function textInColumn(table: Table, column: number): string[] {
  return table.children.slice(1).map((row) => (row.children[column] ? toString(row.children[column]) : ''));
}

/** The links in one cell of each body row. */
export function linksInColumn(table: Table, column: number): string[][] {
  return table.children.slice(1).map((row) => {
    const cell = row.children[column];
    const urls: string[] = [];
    if (cell) visit(cell, 'link', (l) => void urls.push(l.url));
    return urls;
  });
}
