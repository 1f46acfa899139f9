// Loaded on demand (React.lazy): markdown, maths and KaTeX's CSS only ship with an article.
import 'katex/dist/katex.min.css';
import Markdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { convertMathDelimiters } from '#app/features/article/math-delimiters.ts';
import classes from './article-markdown.module.css';

export default function ArticleMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className={classes.body}>
      {/* skipHtml and no rehype-raw: raw HTML inside article text never reaches the page. */}
      <Markdown
        skipHtml
        remarkPlugins={[remarkMath]}
        rehypePlugins={[rehypeKatex]}
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
