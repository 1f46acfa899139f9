// Styles of components the shell's base set (lib/mantine-styles) does not load.
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Code, List, Text } from '@mantine/core';
import { CRAWLER_VERSION } from '#shared/constants.ts';
import { botUserAgent, OTHER_PAGES } from '#app/features/legal/legal-meta.ts';
import type { SiteContact } from './contact-page';
import { LegalSectionView, P } from './legal-page';
import { ExternalLink, PageLink } from './page-link';
import { StaticPage } from './static-page';

// What a site owner writes in robots.txt: the file's own syntax, in any language.
// eslint-disable-next-line lingui/no-unlocalized-strings -- robots.txt lines
const OPT_OUT = 'User-agent: KhabarBot\nDisallow: /';

/** What KhabarBot is, how it crawls, and how a publisher opts out. */
export function BotInfoPage({ site, origin }: { site: SiteContact | undefined; origin: string }) {
  const { t } = useLingui();
  const ua = botUserAgent(origin, CRAWLER_VERSION);
  const email = site?.contactEmail;
  return (
    <StaticPage page="botInfo">
      <P>
        <Trans>
          KhabarBot is the automated indexing bot of Khabar, a news aggregator for India. It finds new articles in
          publishers&apos; public RSS and Atom feeds so that readers can discover them on Khabar, with a link that sends
          them to the publisher to read the full story.
        </Trans>
      </P>
      <LegalSectionView heading={t`User agent`}>
        <P>
          <Trans>Every request KhabarBot makes identifies itself with this user agent:</Trans>
        </P>
        <Code block data-testid="bot-user-agent" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {ua}
        </Code>
      </LegalSectionView>
      <LegalSectionView heading={t`Crawling policy`}>
        <List spacing="xs">
          <List.Item>
            <Trans>It reads RSS and Atom feeds and the article pages of publishers, nothing else.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              It obeys robots.txt for feeds and pages alike; each host&apos;s robots.txt is fetched first and cached for
              six hours, so a change takes effect the same day. If robots.txt answers with a server error, or the site
              cannot be reached, it leaves the whole site alone for ten minutes.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              It makes one request at a time per host, at least one second apart, and waits the host&apos;s{' '}
              <Code>Crawl-delay</Code> between requests (up to 60 seconds). It fetches at most 25 article pages per feed
              in one round.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              It uses conditional GET (<Code>If-None-Match</Code> with the ETag, <Code>If-Modified-Since</Code> with
              Last-Modified), so an unchanged feed costs you a 304 and no body.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              It honours <Code>Retry-After</Code> on any error response and the <Code>Cache-Control</Code> lifetime of
              feeds.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>It backs off, more each time, when a host returns errors or times out.</Trans>
          </List.Item>
          <List.Item>
            <Trans>It never fetches private or internal network addresses.</Trans>
          </List.Item>
        </List>
      </LegalSectionView>
      <LegalSectionView heading={t`How to opt out`}>
        <List type="ordered" spacing="xs">
          <List.Item>
            <Trans>
              Open (or create) the <Code>robots.txt</Code> file at the root of your site.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Add these two lines:</Trans>
          </List.Item>
        </List>
        <Code block data-testid="bot-opt-out">
          {OPT_OUT}
        </Code>
        <P>
          <Trans>
            KhabarBot stops fetching your feeds and pages once it next reads your robots.txt. To keep it away from only
            part of your site, list those paths under <Code>Disallow</Code> instead. Articles already listed can be
            removed on request.
          </Trans>
        </P>
      </LegalSectionView>
      <LegalSectionView heading={t`Contact`}>
        <Text lh={1.65}>
          {site ? (
            <Trans>
              Questions or problems with KhabarBot? E-mail <ExternalLink href={`mailto:${email}`}>{email}</ExternalLink>{' '}
              or use the <PageLink to={OTHER_PAGES.contact.path}>Contact Us</PageLink> page, and include your
              site&apos;s address.
            </Trans>
          ) : (
            <Trans>
              Questions or problems with KhabarBot? E-mail us or use the{' '}
              <PageLink to={OTHER_PAGES.contact.path}>Contact Us</PageLink> page, and include your site&apos;s address.
            </Trans>
          )}
        </Text>
      </LegalSectionView>
    </StaticPage>
  );
}
