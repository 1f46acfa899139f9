// Loaded on demand (React.lazy): markdown, maths and KaTeX's CSS ship only with a screen that shows markdown.
import 'katex/dist/katex.min.css';
import Markdown, { type Options } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { convertMathDelimiters } from './math-delimiters';
import remarkPlainInvalidMath from './plain-invalid-math';
import classes from './markdown.module.css';

export type MarkdownProps = {
  markdown: string;
  /** 'article' reads at body size; 'compact' suits answers and notes inside panels. */
  size?: 'article' | 'compact';
};

const REMARK: NonNullable<Options['remarkPlugins']> = [remarkMath, remarkPlainInvalidMath];
/** Belt and braces: anything KaTeX still marks as an error is shown in the text's own colour. */
const REHYPE: NonNullable<Options['rehypePlugins']> = [[rehypeKatex, { errorColor: 'inherit' }]];

export default function MarkdownText({ markdown, size = 'article' }: MarkdownProps) {
  return (
    <div className={classes.body} data-size={size}>
      {/* skipHtml and no rehype-raw: raw HTML inside the text (articles, AI answers, notes) never reaches the page. */}
      <Markdown
        skipHtml
        remarkPlugins={REMARK}
        rehypePlugins={REHYPE}
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ),
          img: () => null,
        }}
      >
        {convertMathDelimiters(markdown)}
      </Markdown>
    </div>
  );
}
