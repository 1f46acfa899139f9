// `npm run bench:tasks`: the main thread's long tasks during cold loads of a page, in Chromium
// with its CPU slowed down for real (CDP, BENCH_CPU_RATE, 4 as Lighthouse's mobile preset), as a
// visitor and as a signed-in reader (demo sign-in). Lighthouse only loads pages as a visitor, and
// simulates its slowdown; a signed-in reader gets no server markup and a first screen built by
// the app alone. Needs a running server with demo sign-in, e.g. `npm start` (BENCH_BASE,
// http://127.0.0.1:8080). One line per load: first contentful paint, the longest task, the
// blocking time (each task's time over 50 ms) from navigation on, and the tasks over 50 ms.
// Knobs: BENCH_BASE, BENCH_PATH (/dashboard/news), BENCH_LOADS (3), BENCH_CPU_RATE (4),
// CHROMIUM_PATH.
import { chromium } from '@playwright/test';
import { signIn } from '../e2e/sign-in';

const BASE = process.env.BENCH_BASE ?? 'http://127.0.0.1:8080';
const PATH = process.env.BENCH_PATH ?? '/dashboard/news';
const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Load = { fcp: number; tasks: [start: number, duration: number][] };

async function coldLoad(signedIn: boolean): Promise<Load> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      baseURL: BASE,
      serviceWorkers: 'block',
      viewport: { width: 412, height: 823 },
    });
    const page = await context.newPage();
    // The same two calls as the login page; the session cookie lands in the context.
    if (signedIn) await signIn(page, { email: 'bench-reader@example.com', name: 'Bench Reader' });
    await context.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { __benchTasks: tasks });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.goto(PATH, { waitUntil: 'networkidle' });
    // Whatever the app still does once the network is quiet (hydration in a transition, persisted lists).
    await page.waitForFunction(() => document.getElementById('root')?.style.visibility !== 'hidden');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      tasks: (window as unknown as { __benchTasks: [number, number][] }).__benchTasks,
    }));
  } finally {
    await browser.close();
  }
}

const ms = (n: number) => `${Math.round(n)} ms`;
for (const signedIn of [false, true]) {
  const who = signedIn ? 'signed-in' : 'visitor';
  for (let i = 1; i <= LOADS; i++) {
    const { fcp, tasks } = await coldLoad(signedIn);
    const longest = Math.max(0, ...tasks.map(([, d]) => d));
    const blocking = tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    const list = tasks.map(([s, d]) => `${Math.round(d)}@${Math.round(s)}`).join(' ');
    console.log(
      `tasks ${PATH} ${who} load ${i} (CPU ${RATE}x): first paint ${ms(fcp)}, longest task ${ms(longest)}, blocking ${ms(blocking)}; tasks over 50 ms: ${list || 'none'}`,
    );
  }
}
