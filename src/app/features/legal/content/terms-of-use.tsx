import { P, type LegalDocument } from '#app/features/legal/components/legal-page.tsx';
import { PageLink } from '#app/features/legal/components/page-link.tsx';

export const termsOfUse: LegalDocument = {
  key: 'termsOfUse',
  numbered: true,
  intro: (
    <P>
      A short, plain-language summary of how you may use Khabar. The full{' '}
      <PageLink to="/pages/termscondition">Terms and Conditions</PageLink> also apply.
    </P>
  ),
  sections: [
    {
      heading: 'Using Khabar',
      body: (
        <P>
          You may browse, search, read, listen to and share links to the news on Khabar for your own, non-commercial
          use. Installing the app on your phone or computer is free.
        </P>
      ),
    },
    {
      heading: 'Your account',
      body: (
        <P>
          Keep your sign-in provider account secure, keep your profile details truthful, and do not share your account.
          You can delete it whenever you like from your profile page.
        </P>
      ),
    },
    {
      heading: 'Content on Khabar',
      body: (
        <P>
          News articles belong to their publishers; Khabar shows summaries and links to the full story. The Khabar name,
          logo, design and software belong to Khabar Media. Do not copy them or present them as your own.
        </P>
      ),
    },
    {
      heading: 'What you must not do',
      body: (
        <P>
          Do not scrape the site or its API, bypass rate limits or membership checks, upload unlawful or harmful
          material to your profile, or use the service to mislead, harass or defame anyone.
        </P>
      ),
    },
    {
      heading: 'Your privacy',
      body: (
        <P>
          We handle your personal data as described in our <PageLink to="/pages/privacypolicy">Privacy Policy</PageLink>
          . By using Khabar you agree to that handling.
        </P>
      ),
    },
    {
      heading: 'Changes and contact',
      body: (
        <P>
          We may change these terms and will update the date on this page when we do. Questions about them are welcome
          through the <PageLink to="/pages/contactus">Contact Us</PageLink> page.
        </P>
      ),
    },
  ],
};
