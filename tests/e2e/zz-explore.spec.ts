import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { becomeMember } from './payments';
import { newPerson, signIn } from './sign-in';
test.use({ locale: 'hi-IN', viewport: { width: 360, height: 800 }, allowConsoleErrors: /./ });

async function latin(page: Page, label: string) {
  const text = await page.evaluate(() => {
    document.querySelectorAll('article h3, article p, [data-article-text], .markdown, blockquote').forEach((e) => ((e as HTMLElement).dataset.x = '1'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const out: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement!;
      if (el.closest('[data-x], script, style, noscript, footer')) continue;
      const s = getComputedStyle(el);
      if (s.display === 'none' || s.visibility === 'hidden') continue;
      const t = n.textContent!.trim();
      if (/[A-Za-z]{3,}/.test(t) && !/\(demo\)$/.test(t)) out.push(t);
    }
    return [...new Set(out)];
  });
  console.log(`== ${label}:`, JSON.stringify(text).slice(0, 2500));
}

test('explore member in hindi', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, newPerson('Meera', 'Member'));
  await becomeMember(page, 10);
  const res = await page.request.get('/api/elasticsearch/public/newssearchitem/category/India?size=3&lang=en');
  const { content } = (await res.json()) as { content: { url: string }[] };
  await page.goto('/pages/news/list?category=India');
  await page.waitForTimeout(1500);
  await latin(page, 'list');
  await page.getByRole('article').first().getByRole('button').first().click().catch(() => {});
  await page.waitForTimeout(1000);
  await latin(page, 'after save');
  await page.goto(`/pages/news/details/${encodeURIComponent(content[0]!.url)}`);
  await page.waitForTimeout(2500);
  await latin(page, 'article en');
  await page.screenshot({ path: '/tmp/member-article-hi.png', fullPage: true });
  for (const b of await page.getByRole('tab').all()) { await b.click().catch(() => {}); await page.waitForTimeout(1200); }
  await latin(page, 'article tabs');
  await page.screenshot({ path: '/tmp/member-article-hi-ai.png', fullPage: true });
  await page.goto('/pages/news/bookmarks');
  await page.waitForTimeout(1500);
  await latin(page, 'bookmarks');
  await page.screenshot({ path: '/tmp/member-bookmarks-hi.png', fullPage: true });
  await page.goto('/secure/subscription');
  await page.waitForTimeout(1500);
  await latin(page, 'subscription');
  await page.goto('/secure/transaction-history');
  await page.waitForTimeout(1500);
  await latin(page, 'history');
  await page.screenshot({ path: '/tmp/member-history-hi.png', fullPage: true });
  await page.goto('/pages/news/listen');
  await page.waitForTimeout(1500);
  await latin(page, 'listen');
});
