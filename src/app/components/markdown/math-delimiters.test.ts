import { describe, expect, it } from 'vitest';
import { convertMathDelimiters } from './math-delimiters';

describe('math delimiter conversion', () => {
  it.each([
    ['turns \\( \\) into inline $', 'Energy \\(E = mc^2\\) holds.', 'Energy $E = mc^2$ holds.'],
    ['turns \\[ \\] into display $$', 'See \\[a^2 + b^2 = c^2\\] here', 'See \n$$\na^2 + b^2 = c^2\n$$\n here'],
    ['handles several formulas', '\\(a\\) and \\(b\\)', '$a$ and $b$'],
    ['handles multi-line display maths', '\\[\nx = 1\n\\]', '\n$$\nx = 1\n$$\n'],
    [
      'leaves code spans and fenced code untouched',
      'Use `\\(x\\)` in code.\n```\n\\[y\\]\n```\nbut \\(z\\)',
      'Use `\\(x\\)` in code.\n```\n\\[y\\]\n```\nbut $z$',
    ],
    ['leaves text without maths alone', 'Prices rose (again) by 5%.', 'Prices rose (again) by 5%.'],
  ])('%s', (_, md, converted) => expect(convertMathDelimiters(md)).toBe(converted));
});
