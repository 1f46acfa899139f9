import '@mantine/core/styles/List.css';
import { List } from '@mantine/core';
import { P, type LegalDocument } from '#app/features/legal/components/legal-page.tsx';
import { PageLink } from '#app/features/legal/components/page-link.tsx';

export const privacyPolicy: LegalDocument = {
  key: 'privacyPolicy',
  intro: (
    <P>
      This policy explains what personal data Khabar collects, why, and the choices you have. We follow the Digital
      Personal Data Protection Act, 2023 and the Information Technology Act, 2000.
    </P>
  ),
  sections: [
    {
      heading: 'What we collect',
      body: (
        <List spacing="xs">
          <List.Item>
            From your sign-in provider: your name, e-mail address and profile picture. We never receive your password.
          </List.Item>
          <List.Item>
            What you add to your profile: phone number (verified by a one-time code), photos and details.
          </List.Item>
          <List.Item>Your watch list terms, bookmarks, credit purchases and membership days.</List.Item>
          <List.Item>
            Technical data: IP address and browser type, kept in server logs to keep the service secure.
          </List.Item>
        </List>
      ),
    },
    {
      heading: 'What we do not collect',
      body: (
        <P>
          Visitors can read and search the news without an account, and we do not build advertising profiles of what you
          read. We do not store card numbers: payments are handled by our payment partner, who tells us only whether a
          payment succeeded.
        </P>
      ),
    },
    {
      heading: 'How we use your data',
      body: (
        <P>
          To sign you in, show your balances and membership, keep your bookmarks and watch list, issue GST tax invoices,
          answer your messages, and prevent fraud and abuse. We use your phone number only to verify it and to contact
          you about your account.
        </P>
      ),
    },
    {
      heading: 'Cookies and storage on your device',
      body: (
        <P>
          We use one session cookie to keep you signed in and a cookie that remembers your &quot;remember me&quot;
          choice. The app stores recent news lists, saved articles and your theme on your device so it works offline;
          you can remove them at any time by clearing the site&apos;s data in your browser.
        </P>
      ),
    },
    {
      heading: 'Who we share data with',
      body: (
        <P>
          Only with the services that run Khabar for us: the sign-in provider you choose, our payment partner, our SMS
          provider for one-time codes and, when you ask for AI analysis, the analysis provider (which receives the
          article, never your identity). We share data with authorities only when Indian law requires it. We never sell
          personal data.
        </P>
      ),
    },
    {
      heading: 'How long we keep it',
      body: (
        <P>
          Account data is kept while your account exists. When you delete your account, your profile, photos, sessions,
          bookmarks and watch list are erased; orders and invoices are kept for the period tax law requires, with the
          link to you removed.
        </P>
      ),
    },
    {
      heading: 'Your rights',
      body: (
        <P>
          You may see, correct or delete your data, withdraw consent, and nominate someone to act for you. Most of this
          you can do from your profile; for anything else, or to raise a grievance with our Grievance Officer, write to
          us through the <PageLink to="/pages/contactus">Contact Us</PageLink> page. We reply within 30 days.
        </P>
      ),
    },
    {
      heading: 'Security and changes to this policy',
      body: (
        <P>
          Data travels over encrypted connections and is stored on access-controlled servers. If we change this policy
          we update the date above, and we tell signed-in users about important changes before they take effect.
          Questions are welcome on our <PageLink to="/pages/contactus">contact page</PageLink>.
        </P>
      ),
    },
  ],
};
