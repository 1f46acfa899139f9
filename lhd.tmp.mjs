import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
const port = process.argv[2] ?? 19001; const which = process.argv[3] ?? 'article';
const base = `http://127.0.0.1:${port}`;
let p = which;
if (which === 'article') { const r = await (await fetch(`${base}/api/elasticsearch/public/newssearchitem/latest?page=1&size=1`)).json(); p = `/pages/news/details/${encodeURIComponent(r.content[0].url)}`; }
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const r = await lighthouse(base + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
chrome.kill();
const a = r.lhr.audits;
console.log('perf', r.lhr.categories.performance.score, 'tbt', a['total-blocking-time'].numericValue, 'lcp', a['largest-contentful-paint'].numericValue, 'fcp', a['first-contentful-paint'].numericValue);
console.log('long tasks:'); for (const t of a['long-tasks'].details?.items ?? []) console.log(' ', Math.round(t.startTime), Math.round(t.duration), t.url);
console.log('bootup:'); for (const t of a['bootup-time'].details?.items ?? []) console.log(' ', Math.round(t.total), Math.round(t.scripting), Math.round(t.scriptParseCompile), t.url);
console.log('mainthread:'); for (const t of a['mainthread-work-breakdown'].details?.items ?? []) console.log(' ', Math.round(t.duration), t.groupLabel);
