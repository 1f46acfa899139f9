// Facts about the static pages that the pages show and the tests check.
// Plain data with no React, so Playwright specs can import it too. The legal documents are
// published in English (docs/translating.md), and so are their dates.
import { SITE_PAGES } from '#app/lib/site-pages.ts';

export type LegalKey = 'termsConditions' | 'privacyPolicy' | 'disclaimer' | 'termsOfUse' | 'returnRefund';

const legalDoc = (page: { path: string; title: string }, date: string, sections: number) => ({
  ...page,
  updated: date,
  sections,
});

/* eslint-disable lingui/no-unlocalized-strings -- the English documents' dates, and a postal address */
export const LEGAL_DOCS: Record<LegalKey, { path: string; title: string; updated: string; sections: number }> = {
  termsConditions: legalDoc(SITE_PAGES.termsConditions, 'May 5, 2025', 8),
  privacyPolicy: legalDoc(SITE_PAGES.privacyPolicy, 'May 5, 2025', 8),
  disclaimer: legalDoc(SITE_PAGES.disclaimer, 'May 8, 2025', 5),
  termsOfUse: legalDoc(SITE_PAGES.termsOfUse, 'May 5, 2025', 6),
  returnRefund: legalDoc(SITE_PAGES.returnRefund, 'May 5, 2025', 6),
};

/** The refund policy's figures. */
export const REFUND = {
  returnWindowDays: 30,
  euCoolingOffDays: 3,
  refundBusinessDays: 10,
  followUpBusinessDays: 15,
} as const;

export const OTHER_PAGES = {
  contact: SITE_PAGES.contact,
  pricing: SITE_PAGES.pricing,
  shop: SITE_PAGES.shop,
  botInfo: SITE_PAGES.botInfo,
} as const;

/** The operator's registered business address (shown on Contact Us and in the policies). */
export const BUSINESS_ADDRESS = [
  'Khabar Media',
  '3rd Floor, 22 Camac Street',
  'Kolkata, West Bengal 700016',
  'India',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** The shop page's image (its description is in the catalogues: shop-page.tsx). */
export const SHOP_IMAGE = { src: '/images/coming-soon.svg' } as const;

/** The crawler's user agent for a site address: it names the bot page so a site owner can find us. */
export function botUserAgent(site: string, version: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP user agent, not for readers
  return `KhabarBot/${version} (+${site.replace(/\/$/, '')}/pages/bot-info)`;
}
