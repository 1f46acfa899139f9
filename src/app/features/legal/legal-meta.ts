// Facts about the static pages that the pages show and the tests check (SPEC.md §2, §9).
// Plain data with no React, so Playwright specs can import it too.

export type LegalKey = 'termsConditions' | 'privacyPolicy' | 'disclaimer' | 'termsOfUse' | 'returnRefund';

export const LEGAL_DOCS: Record<LegalKey, { path: string; title: string; updated: string; sections: number }> = {
  termsConditions: { path: '/pages/termscondition', title: 'Terms and Conditions', updated: 'May 5, 2025', sections: 8 },
  privacyPolicy: { path: '/pages/privacypolicy', title: 'Privacy Policy', updated: 'May 5, 2025', sections: 8 },
  disclaimer: { path: '/pages/disclaimer', title: 'Disclaimer', updated: 'May 8, 2025', sections: 5 },
  termsOfUse: { path: '/pages/termsofuse', title: 'Terms of Use', updated: 'May 5, 2025', sections: 6 },
  returnRefund: { path: '/pages/returnrefund', title: 'Return and Refund Policy', updated: 'May 5, 2025', sections: 6 },
};

/** SPEC.md §9's refund figures. */
export const REFUND = {
  returnWindowDays: 30,
  euCoolingOffDays: 3,
  refundBusinessDays: 10,
  followUpBusinessDays: 15,
} as const;

export const OTHER_PAGES = {
  contact: { path: '/pages/contactus', title: 'Contact Us' },
  pricing: { path: '/pages/pricing', title: 'Pricing Policy' },
  shop: { path: '/pages/shop', title: 'Shop' },
  botInfo: { path: '/pages/bot-info', title: 'KhabarBot: our news indexing crawler' },
} as const;

/** The operator's registered business address (shown on Contact Us and in the policies). */
export const BUSINESS_ADDRESS = [
  'Khabar Media',
  '3rd Floor, 22 Camac Street',
  'Kolkata, West Bengal 700016',
  'India',
] as const;

export const SHOP_IMAGE = { src: '/images/coming-soon.svg', alt: 'Coming Soon: the Khabar shop is not open yet' } as const;

/** The crawler's user agent for a site address (CONTRACT.md). */
export function botUserAgent(site: string, version: string): string {
  return `KhabarBot/${version} (+${site.replace(/\/$/, '')}/pages/bot-info)`;
}
