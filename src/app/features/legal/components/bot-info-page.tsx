// Styles of components the shell's base set (lib/mantine-styles) does not load.
import '@mantine/core/styles/Code.css';
import { Code, List, Text } from '@mantine/core';
import { CRAWLER_VERSION } from '#shared/constants.ts';
import { botUserAgent, OTHER_PAGES } from '#app/features/legal/legal-meta.ts';
import type { SiteContact } from './contact-page';
import { LegalSectionView, P } from './legal-page';
import { ExternalLink, PageLink } from './page-link';
import { StaticPage } from './static-page';

const OPT_OUT = 'User-agent: KhabarBot\nDisallow: /';

/** What KhabarBot is, how it crawls, and how a publisher opts out. */
export function BotInfoPage({ site, origin }: { site: SiteContact | undefined; origin: string }) {
  const ua = botUserAgent(origin, CRAWLER_VERSION);
  return (
    <StaticPage title={OTHER_PAGES.botInfo.title}>
      <P>
        KhabarBot is the automated indexing bot of Khabar, a news aggregator for India. It finds new articles in
        publishers&apos; public RSS and Atom feeds so that readers can discover them on Khabar, with a link that sends
        them to the publisher to read the full story.
      </P>
      <LegalSectionView heading="User agent">
        <P>Every request KhabarBot makes identifies itself with this user agent:</P>
        <Code block data-testid="bot-user-agent" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {ua}
        </Code>
      </LegalSectionView>
      <LegalSectionView heading="Crawling policy">
        <List spacing="xs">
          <List.Item>It reads RSS and Atom feeds and the article pages of publishers, nothing else.</List.Item>
          <List.Item>
            It obeys robots.txt for feeds and pages alike; each host&apos;s robots.txt is fetched first and cached for
            six hours, so a change takes effect the same day. If robots.txt answers with a server error, or the site
            cannot be reached, it leaves the whole site alone for ten minutes.
          </List.Item>
          <List.Item>
            It makes one request at a time per host, at least one second apart, and waits the host&apos;s{' '}
            <Code>Crawl-delay</Code> between requests (up to 60 seconds). It fetches at most 25 article pages per feed
            in one round.
          </List.Item>
          <List.Item>
            It uses conditional GET (<Code>If-None-Match</Code> with the ETag, <Code>If-Modified-Since</Code> with
            Last-Modified), so an unchanged feed costs you a 304 and no body.
          </List.Item>
          <List.Item>
            It honours <Code>Retry-After</Code> on any error response and the <Code>Cache-Control</Code> lifetime of
            feeds.
          </List.Item>
          <List.Item>It backs off, more each time, when a host returns errors or times out.</List.Item>
          <List.Item>It never fetches private or internal network addresses.</List.Item>
        </List>
      </LegalSectionView>
      <LegalSectionView heading="How to opt out">
        <List type="ordered" spacing="xs">
          <List.Item>
            Open (or create) the <Code>robots.txt</Code> file at the root of your site.
          </List.Item>
          <List.Item>Add these two lines:</List.Item>
        </List>
        <Code block data-testid="bot-opt-out">
          {OPT_OUT}
        </Code>
        <P>
          KhabarBot stops fetching your feeds and pages once it next reads your robots.txt. To keep it away from only
          part of your site, list those paths under <Code>Disallow</Code> instead. Articles already listed can be
          removed on request.
        </P>
      </LegalSectionView>
      <LegalSectionView heading="Contact">
        <Text lh={1.65}>
          Questions or problems with KhabarBot? E-mail{' '}
          {site ? <ExternalLink href={`mailto:${site.contactEmail}`}>{site.contactEmail}</ExternalLink> : 'us'} or use
          the <PageLink to={OTHER_PAGES.contact.path}>Contact Us</PageLink> page, and include your site&apos;s address.
        </Text>
      </LegalSectionView>
    </StaticPage>
  );
}
