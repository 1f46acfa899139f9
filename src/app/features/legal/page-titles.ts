// The static pages' titles in the reader's language. The legal documents themselves are published
// in English as written (docs/translating.md): their pages show the translated title over the
// English text and say so (components/legal-page.tsx); `SITE_PAGES` (#app/lib/site-pages.ts)
// keeps the English titles that the browser tests read.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SITE_PAGES } from '#app/lib/site-pages.ts';

export const PAGE_TITLES: Record<keyof typeof SITE_PAGES, MessageDescriptor> = {
  termsConditions: msg`Terms and Conditions`,
  privacyPolicy: msg`Privacy Policy`,
  termsOfUse: msg`Terms of Use`,
  disclaimer: msg`Disclaimer`,
  returnRefund: msg`Return and Refund Policy`,
  contact: msg`Contact Us`,
  pricing: msg`Pricing Policy`,
  shop: msg`Shop`,
  botInfo: msg`KhabarBot: our news indexing crawler`,
};
