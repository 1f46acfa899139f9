// The static pages' paths and titles: the footer links to them and each page shows its title.
// Plain data with no React, so Playwright specs can import it too.

export type SitePage = { path: string; title: string; /** Shorter text for the footer link. */ link?: string };

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

const p: Record<keyof typeof SITE_PAGES, SitePage> = SITE_PAGES;

/** The footer's page links, in the order shown. */
export const FOOTER_PAGES = [
  p.termsConditions,
  p.privacyPolicy,
  p.termsOfUse,
  p.disclaimer,
  p.contact,
  p.pricing,
  p.shop,
].map((page) => ({ href: page.path, label: page.link ?? page.title }));
