// The static pages' paths and titles: the footer links to them and each page shows its title.
// Plain data with no React, so Playwright specs can import it too. The documents (terms,
// policies) are written in English, and their titles with them.

export type SitePage = { path: string; title: string; /** Shorter text for the footer link. */ link?: string };

/* eslint-disable lingui/no-unlocalized-strings -- the English documents' titles */
export const SITE_PAGES = {
  termsConditions: { path: '/pages/termscondition', title: 'Terms and Conditions' },
  privacyPolicy: { path: '/pages/privacypolicy', title: 'Privacy Policy' },
  termsOfUse: { path: '/pages/termsofuse', title: 'Terms of Use' },
  disclaimer: { path: '/pages/disclaimer', title: 'Disclaimer' },
  returnRefund: { path: '/pages/returnrefund', title: 'Return and Refund Policy' },
  contact: { path: '/pages/contactus', title: 'Contact Us' },
  pricing: { path: '/pages/pricing', title: 'Pricing Policy', link: 'Pricing' },
  shop: { path: '/pages/shop', title: 'Shop' },
  botInfo: { path: '/pages/bot-info', title: 'KhabarBot: our news indexing crawler' },
} as const satisfies Record<string, SitePage>;
/* eslint-enable lingui/no-unlocalized-strings */

/** The footer's page links, in the order shown (the footer names them in the interface's language). */
export const FOOTER_PAGES = [
  'termsConditions',
  'privacyPolicy',
  'termsOfUse',
  'disclaimer',
  'contact',
  'pricing',
  'shop',
] as const satisfies readonly (keyof typeof SITE_PAGES)[];
