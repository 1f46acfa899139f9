import { describe, expect, it } from 'vitest';
import { convertMathDelimiters } from './math-delimiters';

describe('math delimiter conversion', () => {
  it('turns \\( \\) into inline $ and \\[ \\] into display $$', () => {
    expect(convertMathDelimiters('Energy \\(E = mc^2\\) holds.')).toBe('Energy $E = mc^2$ holds.');
    expect(convertMathDelimiters('See \\[a^2 + b^2 = c^2\\] here')).toBe('See \n$$\na^2 + b^2 = c^2\n$$\n here');
  });

  it('handles several formulas and multi-line display maths', () => {
    expect(convertMathDelimiters('\\(a\\) and \\(b\\)')).toBe('$a$ and $b$');
    expect(convertMathDelimiters('\\[\nx = 1\n\\]')).toBe('\n$$\nx = 1\n$$\n');
  });

  it('leaves code spans and fenced code untouched', () => {
    const md = 'Use `\\(x\\)` in code.\n```\n\\[y\\]\n```\nbut \\(z\\)';
    expect(convertMathDelimiters(md)).toBe('Use `\\(x\\)` in code.\n```\n\\[y\\]\n```\nbut $z$');
  });

  it('leaves text without maths alone', () => {
    expect(convertMathDelimiters('Prices rose (again) by 5%.')).toBe('Prices rose (again) by 5%.');
  });
});
