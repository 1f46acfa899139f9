import { describe, expect, it } from 'vitest';
import { withArticleText } from './article-pages';

const page = (body: string) =>
  `<main data-server-markup=""><h1>Rice genes</h1><div lang="en" dir="ltr" data-article-text=""><div class="_body_1" data-size="article">${body}</div></div><section><div>In this article</div></section></main>`;
const prose = (text: string) =>
  text.includes('#') ? undefined : text.split(/\n\s*\n/).map((p) => p.trim().replace(/\s*\n\s*/g, ' '));

describe("a saved article's kept page", () => {
  it("holds the member's text where the visitor's summary was, in the body's own wrapper", () => {
    const html = withArticleText(page('<p>The summary.</p>'), 'First paragraph.\n\nSecond <one> & "more".', prose);
    expect(html).toBe(page('<p>First paragraph.</p><p>Second &lt;one&gt; &amp; &quot;more&quot;.</p>'));
  });

  it('keeps a text with Markdown as one paragraph with its line breaks, as the app shows it before its renderer', () => {
    expect(withArticleText(page('<p>The summary.</p>'), '## Heading\n\nText', prose)).toBe(
      page('<p style="white-space:pre-wrap">## Heading\n\nText</p>'),
    );
  });

  it('is null for a page without the article body', () => {
    expect(withArticleText('<main data-server-markup=""><h1>Shell</h1></main>', 'Text', prose)).toBeNull();
  });
});
