import '@mantine/core/styles/List.css';
import { List } from '@mantine/core';
import { P, type LegalDocument } from '#app/features/legal/components/legal-page.tsx';
import { PageLink } from '#app/features/legal/components/page-link.tsx';

export const termsConditions: LegalDocument = {
  key: 'termsConditions',
  intro: (
    <P>
      These terms govern your use of Khabar, a news aggregator that brings together headlines and summaries from trusted
      publishers across India and the world. By opening the website or the installed app you agree to them.
    </P>
  ),
  sections: [
    {
      heading: 'About Khabar',
      body: (
        <P>
          Khabar is operated by Khabar Media, Kolkata, West Bengal, India. It collects articles published by third-party
          news sources, groups them by category and source, and lets you search and read them. Khabar does not write the
          news it lists; each article links to the publisher who did.
        </P>
      ),
    },
    {
      heading: 'Eligibility and accounts',
      body: (
        <>
          <P>
            Anyone may browse and search the news without an account. To keep a profile, a watch list, credits or a
            membership you sign in with a supported identity provider (such as Google). You must be at least 13 years
            old, and under 18 only with the consent of a parent or guardian.
          </P>
          <P>
            You are responsible for activity under your account. Tell us at once through the{' '}
            <PageLink to="/pages/contactus">contact page</PageLink> if you believe it has been misused.
          </P>
        </>
      ),
    },
    {
      heading: 'Credits and membership',
      body: (
        <List spacing="xs">
          <List.Item>Credits are prepaid: one credit costs one rupee, plus GST at 18 %.</List.Item>
          <List.Item>
            Credits buy membership days at five credits a day. Membership unlocks AI analysis of articles and bookmarks.
          </List.Item>
          <List.Item>
            Credits are not money, carry no interest, cannot be transferred to another account and cannot be exchanged
            for cash except as our <PageLink to="/pages/returnrefund">Return and Refund Policy</PageLink> allows.
          </List.Item>
          <List.Item>
            Prices and limits are on the <PageLink to="/pages/pricing">pricing page</PageLink>; a change never affects
            credits or days you have already bought.
          </List.Item>
        </List>
      ),
    },
    {
      heading: 'Payments and tax invoices',
      body: (
        <P>
          Card, UPI and net-banking payments are handled by our payment partner; Khabar never sees or stores your full
          card details. Every purchase produces a GST tax invoice that you can download from your transaction history.
          If a payment is taken but your credits do not appear, contact us and we will credit or refund it.
        </P>
      ),
    },
    {
      heading: 'News content and AI analysis',
      body: (
        <P>
          Articles, headlines and images belong to their publishers and are shown in summary with a link to the
          original. AI analysis (bias, sentiment, missing angles and plain-language explanations) is produced
          automatically, can be wrong, and is an aid to reading rather than a statement of fact or of Khabar&apos;s
          opinion.
        </P>
      ),
    },
    {
      heading: 'Acceptable use',
      body: (
        <List spacing="xs">
          <List.Item>Do not scrape, copy or republish the service or its content in bulk.</List.Item>
          <List.Item>Do not try to break, overload or get around the security or rate limits of the service.</List.Item>
          <List.Item>Do not use Khabar to break the law or to harass, defame or impersonate anyone.</List.Item>
        </List>
      ),
    },
    {
      heading: 'Limitation of liability',
      body: (
        <P>
          Khabar is provided &quot;as is&quot;. We work to keep it accurate and available but do not guarantee either.
          To the extent the law allows, our total liability to you is limited to the amount you paid us in the twelve
          months before the claim. Nothing in these terms limits rights you have under the Consumer Protection Act,
          2019.
        </P>
      ),
    },
    {
      heading: 'Changes, termination and governing law',
      body: (
        <P>
          We may update these terms; the date above shows the latest version, and continued use means you accept it. We
          may suspend accounts that break these terms; you may delete your account at any time from your profile. These
          terms are governed by the laws of India, and the courts at Kolkata, West Bengal have jurisdiction.
        </P>
      ),
    },
  ],
};
