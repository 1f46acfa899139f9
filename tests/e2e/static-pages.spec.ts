import type { Page } from '@playwright/test';
import { LEGAL_DOCS, OTHER_PAGES, REFUND, botUserAgent } from '#app/features/legal/legal-meta.ts';
import { formatRupees, pricingPlans } from '#app/features/legal/pricing.ts';
import { CRAWLER_VERSION } from '#shared/constants.ts';
import { SHOP_IMAGE_ALT } from './english-words';
import { expect, test } from './fixtures';

const article = (page: Page) => page.getByTestId('static-page');

test.describe('legal texts', () => {
  for (const doc of Object.values(LEGAL_DOCS)) {
    test(`${doc.title} shows its heading, date and ${doc.sections} sections`, async ({ page }) => {
      await page.goto(doc.path);
      await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
      await expect(article(page).getByTestId('last-updated')).toHaveText(`Last updated: ${doc.updated}`);
      await expect(article(page).locator('section h2')).toHaveCount(doc.sections);
      await expect(page).toHaveTitle(`${doc.title} · Khabar`);
    });
  }

  test('Terms of Use numbers its six sections and links to the privacy policy', async ({ page }) => {
    await page.goto(LEGAL_DOCS.termsOfUse.path);
    // The page renders after the scripts run: wait for its sections before reading them.
    await expect(article(page).locator('section h2')).toHaveCount(LEGAL_DOCS.termsOfUse.sections);
    const headings = await article(page).locator('section h2').allTextContents();
    expect(headings.map((h) => h.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6']);
    await article(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(LEGAL_DOCS.privacyPolicy.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('the Privacy Policy links to the contact page', async ({ page }) => {
    await page.goto(LEGAL_DOCS.privacyPolicy.path);
    const links = article(page).locator(`a[href="${OTHER_PAGES.contact.path}"]`);
    await expect(links.first()).toBeVisible();
    await links.first().click();
    await expect(page.getByRole('heading', { level: 1, name: OTHER_PAGES.contact.title })).toBeVisible();
  });

  test('the Disclaimer names the indexing bot that respects robots.txt', async ({ page }) => {
    await page.goto(LEGAL_DOCS.disclaimer.path);
    await expect(article(page)).toContainText('KhabarBot');
    await expect(article(page)).toContainText('respects robots.txt');
  });

  test('the refund policy states its return, cooling-off and refund windows', async ({ page }) => {
    await page.goto(LEGAL_DOCS.returnRefund.path);
    const text = article(page);
    await expect(text).toContainText(`within ${REFUND.returnWindowDays} days`);
    await expect(text).toContainText(`within ${REFUND.euCoolingOffDays} days`);
    await expect(text).toContainText(`within ${REFUND.refundBusinessDays} business days`);
    await expect(text).toContainText(`${REFUND.followUpBusinessDays} business days after`);
  });

  test('no legal text offers a shop or courses', async ({ page }) => {
    for (const doc of Object.values(LEGAL_DOCS)) {
      await page.goto(doc.path);
      await expect(article(page)).not.toContainText(/\b(courses?|shipping|delivery of goods)\b/i);
    }
  });
});

test.describe('other static pages', () => {
  test('Contact Us shows the configured e-mail and WhatsApp and an address in West Bengal', async ({
    page,
    request,
  }) => {
    const site = (await (await request.get('/api/public/site')).json()) as { contactEmail: string; whatsapp: string };
    await page.goto(OTHER_PAGES.contact.path);
    await expect(page.getByRole('heading', { level: 1, name: OTHER_PAGES.contact.title })).toBeVisible();
    await expect(page.getByTestId('contact-email').getByRole('link')).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
    await expect(page.getByTestId('contact-whatsapp')).toHaveText(site.whatsapp);
    await expect(page.getByTestId('contact-address')).toContainText('West Bengal');
    await expect(page.getByTestId('contact-address')).toContainText('India');
  });

  test('Pricing shows free and premium plans whose prices follow from the constants', async ({ page }) => {
    const { monthly, annual, longest } = pricingPlans();
    await page.goto(OTHER_PAGES.pricing.path);
    await expect(page.getByTestId('plan-free').getByTestId('plan-price')).toHaveText(formatRupees(0));
    await expect(page.getByTestId('plan-monthly').getByTestId('plan-price')).toHaveText(
      formatRupees(monthly.totalPaise),
    );
    await expect(page.getByTestId('plan-monthly')).toContainText(
      `${monthly.days} days = ${monthly.credits} credits = ${formatRupees(monthly.taxablePaise)} + ${formatRupees(monthly.gstPaise)} GST`,
    );
    await expect(page.getByTestId('plan-annual').getByTestId('plan-price')).toHaveText(formatRupees(annual.totalPaise));
    await expect(page.getByTestId('plan-annual')).toContainText(`${longest.days}-day`);
    await expect(page.getByRole('heading', { name: 'Scholarships' })).toBeVisible();
  });

  test("Shop shows the 'Coming Soon' image", async ({ page }) => {
    await page.goto(OTHER_PAGES.shop.path);
    const img = page.getByRole('img', { name: SHOP_IMAGE_ALT });
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });

  test('Bot info gives the user agent, the crawling policy and the robots.txt opt-out', async ({ page, baseURL }) => {
    await page.goto(OTHER_PAGES.botInfo.path);
    await expect(page.getByTestId('bot-user-agent')).toHaveText(botUserAgent(baseURL ?? '', CRAWLER_VERSION));
    await expect(page.getByTestId('bot-user-agent')).toHaveText(/^KhabarBot\/1\.0 \(\+http.*\/pages\/bot-info\)$/);
    await expect(page.getByTestId('bot-opt-out')).toHaveText('User-agent: KhabarBot\nDisallow: /');
    for (const rule of ['robots.txt', 'Crawl-delay', 'ETag', 'Retry-After', 'Cache-Control', 'private']) {
      await expect(page.getByTestId('static-page')).toContainText(rule);
    }
    await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  });
});
