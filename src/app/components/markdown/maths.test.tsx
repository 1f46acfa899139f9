import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MarkdownText from './markdown';

// Maths in articles and answers: valid TeX is typeset; TeX KaTeX cannot parse reads as plain
// text, never as red code.
describe('maths in markdown', () => {
  const render = (markdown: string) => renderToStaticMarkup(<MarkdownText markdown={markdown} />);

  it('typesets valid inline and display maths', () => {
    const html = render('Growth is $\\frac 1n \\sum x_i$.\n\n$$\nE = mc^2\n$$');
    expect(html).toContain('class="katex"');
    expect(html).toContain('class="katex-display"');
    expect(html).not.toContain('katex-error');
  });

  it('shows TeX it cannot parse as plain text in the paragraph, inline or on its own line', () => {
    const html = render('Cases per person: $\\frac{\\textcases}{n}$.\n\n$$\n\\barx = \\frac124\n$$');
    expect(html).toContain('<p>Cases per person: \\frac{\\textcases}{n}.</p>');
    expect(html).toContain('<p>\\barx = \\frac124</p>');
    expect(html).not.toContain('katex');
    expect(html).not.toMatch(/#cc0000|color:/i);
  });
});
