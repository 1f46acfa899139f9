// feedparser's test files carry their expectation as a Python expression in a comment
// (`Expect: not bozo and entries[0]['title'] == 'Example'`). This reads the subset those
// expressions use (literals, subscripts, attributes, calls, comparisons, and/or/not) into a
// tree, and lists the comparisons of a path (entries[0]['title']) with a literal that hold
// when the whole expression holds: the conjuncts of its top-level `and`, chained `a == b == 'x'`
// split into one comparison per path. Anything else in an expression is simply not listed.

export type Value =
  string | number | boolean | null | Value[] | { [k: string]: Value } | { call: string; args: Value[] };
export type Path = (string | number)[];
export type Check = { path: Path; op: '==' | '!='; value: Value };

type Node =
  | { t: 'lit'; v: Value }
  | { t: 'name'; v: string }
  | { t: 'sub'; of: Node; key: Node }
  | { t: 'attr'; of: Node; name: string }
  | { t: 'call'; fn: Node; args: Node[] }
  | { t: 'tuple' | 'list'; items: Node[] }
  | { t: 'dict'; pairs: [Node, Node][] }
  | { t: 'cmp'; ops: string[]; operands: Node[] }
  | { t: 'bool'; op: 'and' | 'or'; left: Node; right: Node }
  | { t: 'not'; of: Node }
  | { t: 'add'; left: Node; right: Node }
  | { t: 'neg'; of: Node };

type Token = { k: 'str'; v: string } | { k: 'num'; v: number } | { k: 'name'; v: string } | { k: 'op'; v: string };

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
  '\n': '',
};

function unescape(body: string): string {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|[\s\S])/g, (m, e: string) => {
    if (/^[xuU]/.test(e)) return String.fromCodePoint(parseInt(e.slice(1), 16));
    if (/^[0-7]+$/.test(e)) return String.fromCodePoint(parseInt(e, 8));
    return ESCAPES[e] ?? m;
  });
}

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const rest = src.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const str = /^([uUbBrR]{0,2})('''|"""|'|")/.exec(rest);
    if (str) {
      const raw = /r/i.test(str[1]!);
      const q = str[2]!;
      let j = str[0].length;
      let body = '';
      while (j < rest.length && !rest.startsWith(q, j)) {
        if (rest[j] === '\\' && !raw) {
          body += rest.slice(j, j + 2);
          j += 2;
        } else body += rest[j++];
      }
      out.push({ k: 'str', v: raw ? body : unescape(body) });
      i += j + q.length;
      continue;
    }
    const num = /^\d+(\.\d+)?([eE][-+]?\d+)?/.exec(rest);
    if (num) {
      out.push({ k: 'num', v: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const name = /^[A-Za-z_]\w*/.exec(rest);
    if (name) {
      out.push({ k: 'name', v: name[0] });
      i += name[0].length;
      continue;
    }
    const op = /^(==|!=|<=|>=|[-+()[\]{}.,:<>])/.exec(rest);
    if (!op) throw new Error(`cannot read ${rest.slice(0, 20)}`);
    out.push({ k: 'op', v: op[0] });
    i += op[0].length;
  }
  return out;
}

class Reader {
  i = 0;
  constructor(readonly toks: Token[]) {}
  peek = (v?: string) => {
    const t = this.toks[this.i];
    return v === undefined ? t : t && (t.k === 'op' || t.k === 'name') && t.v === v;
  };
  eat(v: string) {
    if (!this.peek(v)) throw new Error(`expected ${v}`);
    this.i++;
  }
  or(): Node {
    let left = this.and();
    while (this.peek('or')) {
      this.i++;
      left = { t: 'bool', op: 'or', left, right: this.and() };
    }
    return left;
  }
  and(): Node {
    let left = this.not();
    while (this.peek('and')) {
      this.i++;
      left = { t: 'bool', op: 'and', left, right: this.not() };
    }
    return left;
  }
  not(): Node {
    if (this.peek('not')) {
      this.i++;
      return { t: 'not', of: this.not() };
    }
    return this.cmp();
  }
  cmp(): Node {
    const operands = [this.sum()];
    const ops: string[] = [];
    for (;;) {
      const t = this.peek() as Token | undefined;
      const next = this.toks[this.i + 1] as Token | undefined;
      let op: string | undefined;
      if (t?.k === 'op' && ['==', '!=', '<', '>', '<=', '>='].includes(t.v)) op = t.v;
      else if (this.peek('in')) op = 'in';
      else if (this.peek('is')) op = next?.v === 'not' ? 'is not' : 'is';
      else if (this.peek('not') && next?.v === 'in') op = 'not in';
      if (!op) break;
      this.i += op.includes(' ') ? 2 : 1;
      ops.push(op);
      operands.push(this.sum());
    }
    return ops.length ? { t: 'cmp', ops, operands } : operands[0]!;
  }
  sum(): Node {
    let left = this.unary();
    while (this.peek('+')) {
      this.i++;
      left = { t: 'add', left, right: this.unary() };
    }
    return left;
  }
  unary(): Node {
    if (this.peek('-')) {
      this.i++;
      return { t: 'neg', of: this.unary() };
    }
    return this.postfix();
  }
  postfix(): Node {
    let n = this.atom();
    for (;;) {
      if (this.peek('[')) {
        this.i++;
        const key = this.or();
        this.eat(']');
        n = { t: 'sub', of: n, key };
      } else if (this.peek('.')) {
        this.i++;
        const t = this.toks[this.i++];
        if (t?.k !== 'name') throw new Error('expected a name');
        n = { t: 'attr', of: n, name: t.v };
      } else if (this.peek('(')) {
        this.i++;
        n = { t: 'call', fn: n, args: this.items(')') };
      } else return n;
    }
  }
  items(close: string): Node[] {
    const items: Node[] = [];
    while (!this.peek(close)) {
      items.push(this.or());
      if (!this.peek(close)) this.eat(',');
    }
    this.eat(close);
    return items;
  }
  atom(): Node {
    const t = this.toks[this.i++];
    if (!t) throw new Error('unexpected end');
    if (t.k === 'str') {
      let v = t.v;
      // Adjacent literals are one string in Python.
      while (this.toks[this.i]?.k === 'str') v += (this.toks[this.i++] as { v: string }).v;
      return { t: 'lit', v };
    }
    if (t.k === 'num') return { t: 'lit', v: t.v };
    if (t.k === 'name') {
      if (t.v === 'None') return { t: 'lit', v: null };
      if (t.v === 'True' || t.v === 'False') return { t: 'lit', v: t.v === 'True' };
      return { t: 'name', v: t.v };
    }
    if (t.v === '(') {
      const items = this.items(')');
      return items.length === 1 && this.toks[this.i - 2]?.v !== ',' ? items[0]! : { t: 'tuple', items };
    }
    if (t.v === '[') return { t: 'list', items: this.items(']') };
    if (t.v === '{') {
      const pairs: [Node, Node][] = [];
      while (!this.peek('}')) {
        const k = this.or();
        this.eat(':');
        pairs.push([k, this.or()]);
        if (!this.peek('}')) this.eat(',');
      }
      this.eat('}');
      return { t: 'dict', pairs };
    }
    throw new Error(`unexpected ${t.v}`);
  }
}

/** A literal's value, or undefined when the node is not a literal (a path, a comparison). */
function literal(n: Node): Value | undefined {
  switch (n.t) {
    case 'lit':
      return n.v;
    case 'neg': {
      const v = literal(n.of);
      return typeof v === 'number' ? -v : undefined;
    }
    case 'add': {
      const [a, b] = [literal(n.left), literal(n.right)];
      return typeof a === 'string' && typeof b === 'string' ? a + b : undefined;
    }
    case 'tuple':
    case 'list': {
      const items = n.items.map(literal);
      return items.every((v) => v !== undefined) ? (items as Value[]) : undefined;
    }
    case 'dict': {
      const o: Record<string, Value> = {};
      for (const [k, v] of n.pairs) {
        const [key, value] = [literal(k), literal(v)];
        if (typeof key !== 'string' || value === undefined) return undefined;
        o[key] = value;
      }
      return o;
    }
    case 'call': {
      const name = path(n.fn)?.join('.');
      const args = n.args.map(literal);
      return name?.startsWith('datetime') && args.every((v) => v !== undefined)
        ? { call: name, args: args as Value[] }
        : undefined;
    }
    default:
      return undefined;
  }
}

/** `entries[0]['title']` or `entries[0].title` as ['entries', 0, 'title']; undefined otherwise. */
function path(n: Node): Path | undefined {
  if (n.t === 'name') return [n.v];
  if (n.t === 'attr') {
    const p = path(n.of);
    return p && [...p, n.name];
  }
  if (n.t === 'sub') {
    const p = path(n.of);
    const k = literal(n.key);
    return p && (typeof k === 'string' || typeof k === 'number') ? [...p, k] : undefined;
  }
  return undefined;
}

function conjuncts(n: Node): Node[] {
  return n.t === 'bool' && n.op === 'and' ? [...conjuncts(n.left), ...conjuncts(n.right)] : [n];
}

/** The value of a Python literal (a string, a tuple of numbers, None); undefined otherwise. */
export function literalOf(expression: string): Value | undefined {
  try {
    const r = new Reader(tokenize(expression));
    const n = r.or();
    return r.i === r.toks.length ? literal(n) : undefined;
  } catch {
    return undefined;
  }
}

/** The path-to-literal comparisons an expectation asserts (an unreadable one asserts none). */
export function checksOf(expression: string): Check[] {
  let tree: Node;
  try {
    const r = new Reader(tokenize(expression));
    tree = r.or();
    if (r.i !== r.toks.length) return [];
  } catch {
    return [];
  }
  const out: Check[] = [];
  for (const c of conjuncts(tree)) {
    if (c.t !== 'cmp' || c.ops.some((o) => o !== c.ops[0]) || (c.ops[0] !== '==' && c.ops[0] !== '!=')) continue;
    const values = c.operands.map(literal).filter((v) => v !== undefined);
    if (values.length !== 1) continue;
    for (const operand of c.operands) {
      const p = path(operand);
      if (p) out.push({ path: p, op: c.ops[0], value: values[0]! });
    }
  }
  return out;
}
