// Public face of the legal/static-pages feature, used by the route files.
export { BotInfoPage } from './components/bot-info-page';
export { ContactPage } from './components/contact-page';
export { LegalPage } from './components/legal-page';
export { PricingPage } from './components/pricing-page';
export { ShopPage } from './components/shop-page';
export * as legalTexts from './content/index';
