import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MarkdownText from './markdown';
import { plainParagraphs } from './plain-paragraphs';

/**
 * HTML with runs of whitespace made one space, and none between tags: the renderer puts a line
 * break between paragraphs, which blocks do not show.
 */
const normal = (html: string) => html.replace(/[ \t\n\r]+/g, ' ').replace(/> </g, '><');
const rendered = (markdown: string) => normal(renderToStaticMarkup(<MarkdownText markdown={markdown} />));
const asParagraphs = (ps: string[]) =>
  normal(
    renderToStaticMarkup(
      <>
        {ps.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </>,
    ),
  );
const inner = (html: string) =>
  html
    .replace(/^<div[^>]*>\s*/, '')
    .replace(/\s*<\/div>$/, '')
    .trim();

const PLAIN = [
  'Monsoon rains reached Kerala on Tuesday, three days early.',
  'The council met at 10:30 (IST) and voted 7-2.\nPrices rose 4.5% to ₹1,200.\n\nOfficials said: "We will review it."',
  'मानसून केरल पहुँचा।\n\n  Second paragraph, indented by two spaces.\n',
  "It's the city's second flood warning this year; e.g. schools shut.",
];
const MARKED = [
  '**bold**',
  'snake_case',
  '# Heading',
  '- item',
  '* item',
  '1. first',
  '2) second',
  'Title\n===',
  'Title\n---',
  'AT&amp;T',
  '<b>raw</b>',
  'costs $5 and $6',
  '\\(x^2\\)',
  'line  \nbreak',
  '    code',
  '\tcode',
  '> quote',
  '[link](https://example.com)',
  '`code`',
  'a ~~b~~',
  'a | b',
  ' \ta', // a space and a tab reach column 4: indented code (found by the generated texts below)
];

describe('plainParagraphs', () => {
  it.each(PLAIN)('sets plain prose %# exactly as the renderer does', (text) => {
    const ps = plainParagraphs(text);
    expect(ps).toBeDefined();
    expect(asParagraphs(ps!)).toBe(inner(rendered(text)));
  });

  it.each(MARKED)('leaves %j to the renderer', (text) => {
    expect(plainParagraphs(text)).toBeUndefined();
  });

  it('never sets any text differently from the renderer', () => {
    const chars = fc.constantFrom(...'abc XYZ मान 0129 .,;:!?\'"()%₹/-+=*_#>[]<&$~|`\\\n\n\t\r\u00a0'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: chars, maxLength: 60 }), (text) => {
        const ps = plainParagraphs(text);
        if (ps) expect(asParagraphs(ps)).toBe(inner(rendered(text)));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 2000) },
    );
  });
});
