import { P, type LegalDocument } from '#app/features/legal/components/legal-page.tsx';
import { PageLink } from '#app/features/legal/components/page-link.tsx';

export const disclaimer: LegalDocument = {
  key: 'disclaimer',
  sections: [
    {
      heading: 'Information only',
      body: (
        <P>
          Khabar gathers news for general information. Nothing on the site is financial, legal, medical or other
          professional advice; check important facts with the original publisher or a qualified adviser before you act
          on them.
        </P>
      ),
    },
    {
      heading: 'Third-party news sources',
      body: (
        <P>
          Headlines, summaries and links come from independent publishers. Each publisher is responsible for its own
          reporting; Khabar does not edit it and cannot guarantee that it is complete, current or correct. Opinions in
          articles are those of their authors.
        </P>
      ),
    },
    {
      heading: 'Automated indexing by KhabarBot',
      body: (
        <P>
          Articles are found by KhabarBot, our automated indexing bot. It reads publishers&apos; public feeds and pages,
          respects robots.txt and the crawl delay each site sets, and stops indexing any site that opts out. How it
          works and how to opt out is explained on the <PageLink to="/pages/bot-info">KhabarBot page</PageLink>.
        </P>
      ),
    },
    {
      heading: 'AI analysis',
      body: (
        <P>
          The bias, sentiment, missing-angles and &quot;explain like I am 15&quot; answers are generated automatically
          by a language model. They can be mistaken or incomplete and do not represent the views of Khabar or of the
          publisher.
        </P>
      ),
    },
    {
      heading: 'No endorsement',
      body: (
        <P>
          Khabar is an independent, informative site. It is not endorsed by, or affiliated with, any college,
          university, government body or the publishers whose news it lists. Links to other sites are provided for
          convenience, and we are not responsible for their content or privacy practices.
        </P>
      ),
    },
  ],
};
