import katex from 'katex';

// A formula KaTeX cannot parse (a feed's typo, a macro KaTeX lacks) reads as the text it is,
// in the paragraph's own type, instead of KaTeX's red error markup. A remark step: it runs
// on the Markdown tree after remark-math, before rehype-katex typesets what is left.

type Node = { type: string; value?: string; children?: Node[] };

const parses = (tex: string, displayMode: boolean) => {
  try {
    katex.renderToString(tex, { throwOnError: true, displayMode });
    return true;
  } catch {
    return false;
  }
};

function plain(node: Node): Node {
  if (node.type === 'inlineMath' && !parses(node.value ?? '', false)) return { type: 'text', value: node.value ?? '' };
  if (node.type === 'math' && !parses(node.value ?? '', true))
    return { type: 'paragraph', children: [{ type: 'text', value: node.value ?? '' }] };
  if (node.children) node.children = node.children.map(plain);
  return node;
}

/** The remark plugin: formulas that do not parse become plain text. */
export default function remarkPlainInvalidMath() {
  return (tree: Node) => {
    plain(tree);
  };
}
