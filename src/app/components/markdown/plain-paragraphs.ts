/**
 * Anything that could make CommonMark (with remark-math and the LaTeX delimiters) render more
 * than paragraphs: inline marks, escapes, entities, raw HTML, maths, list and heading starts,
 * setext underlines, indented code (and any tab, which may indent), hard breaks, and carriage
 * returns (line endings the renderer normalises). Deliberately broad: a false alarm only
 * costs loading the renderer.
 */
const SYNTAX = /[\\`*_#>[\]<&$~|\t\r]|^ {0,3}([-+]|\d{1,9}[.)])(\s|$)|^ {0,3}(=+|-+)\s*$|^ {4}| {2,}$/m;

/**
 * The paragraphs of a text that holds no Markdown, as the renderer would show them (blank lines
 * split paragraphs, a single line break is a space); undefined when the text needs the renderer.
 * Most articles and summaries from feeds are plain prose, so their screens never load it.
 */
export function plainParagraphs(markdown: string): string[] | undefined {
  if (SYNTAX.test(markdown)) return undefined;
  return (
    markdown
      .split(/\n[ \t]*\n/)
      // Only spaces and line breaks are stripped: the renderer keeps other white space (no-break spaces).
      .map((p) => p.replace(/^[ \n]+|[ \n]+$/g, '').replace(/ *\n */g, ' '))
      .filter((p) => p !== '')
  );
}
