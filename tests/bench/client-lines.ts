// Lines of hand-written client code, read from git itself so that any commit can be measured
// without a checkout. Client code is src/app, src/offline and sw, in .ts, .tsx and .css files;
// left out are the router's generated route tree, tests (*.test.*) and the legal pages' text
// (features/legal/content), which is content rather than code.
//
//   npx tsx tests/bench/client-lines.ts [REV…]           lines at each revision (HEAD when none)
//   npx tsx tests/bench/client-lines.ts --commits REV…   lines each commit added and removed
//                                                         there, against its first parent
import { execFileSync } from 'node:child_process';

const PLACES = ['src/app', 'src/offline', 'sw'];
const CODE = /\.(ts|tsx|css)$/;
const NOT_HAND_WRITTEN = [/route-tree\.gen\.ts$/, /\.test\.tsx?$/, /\/features\/legal\/content\//];
const counted = (f: string) => CODE.test(f) && !NOT_HAND_WRITTEN.some((re) => re.test(f));

const git = (args: string[], input?: string) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 << 20, input });

/** Files, lines and lines that are not blank at `rev`. */
export function clientLines(rev: string): { files: number; lines: number; nonBlank: number } {
  const files = git(['ls-tree', '-r', '--name-only', rev, '--', ...PLACES])
    .split('\n')
    .filter(counted);
  // One git process for every file: `cat-file --batch` answers "<oid> blob <size>\n<bytes>\n" each.
  const out = execFileSync('git', ['cat-file', '--batch'], {
    input: files.map((f) => `${rev}:${f}`).join('\n') + '\n',
    maxBuffer: 256 << 20,
  });
  let lines = 0;
  let nonBlank = 0;
  for (let at = 0; at < out.length;) {
    const eol = out.indexOf(10, at);
    const size = Number(out.subarray(at, eol).toString().split(' ')[2]);
    const text = out.subarray(eol + 1, eol + 1 + size).toString('utf8');
    const all = text.split('\n');
    if (all.at(-1) === '') all.pop();
    lines += all.length;
    nonBlank += all.filter((l) => l.trim() !== '').length;
    at = eol + 1 + size + 1;
  }
  return { files: files.length, lines, nonBlank };
}

/** Lines `commit` added and removed in client code, against its first parent. */
export function commitDelta(commit: string): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const row of git(['diff', '--numstat', `${commit}^`, commit, '--', ...PLACES]).split('\n')) {
    const [a, r, f] = row.split('\t');
    if (!f || !counted(f) || a === '-') continue;
    added += Number(a);
    removed += Number(r);
  }
  return { added, removed };
}

const args = process.argv.slice(2);
const short = (rev: string) => git(['rev-parse', '--short', rev]).trim();
if (args[0] === '--commits') {
  for (const c of args.slice(1)) {
    const { added, removed } = commitDelta(c);
    console.log(`${short(c)}: +${added} −${removed} (net ${added - removed})`);
  }
} else {
  for (const rev of args.length ? args : ['HEAD']) {
    const { files, lines, nonBlank } = clientLines(rev);
    console.log(`${rev} (${short(rev)}): ${files} files, ${lines} lines, ${nonBlank} not blank`);
  }
}
