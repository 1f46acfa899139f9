/**
 * remark-math understands `$…$` and `$$…$$`; articles and AI answers often use LaTeX's
 * `\(…\)` and `\[…\]`. Convert those, leaving code spans and fenced code alone.
 */
export function convertMathDelimiters(markdown: string): string {
  // Split out fenced blocks and inline code so their contents are never rewritten.
  const parts = markdown.split(/(```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`)/g);
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return part;
      return part
        .replace(/\\\[([\s\S]+?)\\\]/g, (_m, body: string) => `\n$$\n${body.trim()}\n$$\n`)
        .replace(/\\\(([\s\S]+?)\\\)/g, (_m, body: string) => `$${body.trim()}$`);
    })
    .join('');
}
