import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { APP_NAME } from '#shared/constants.ts';
import { useSiteInfo } from '#app/lib/site-info.ts';
import { FOOTER_PAGES, SITE_PAGES } from '#app/lib/site-pages.ts';
import { HrefLink } from '#app/components/href-link.tsx';

// The dialogs (and Mantine's modal code) load when one is first opened.
const CreditsDialog = lazy(() => import('./footer-dialogs').then((m) => ({ default: m.CreditsDialog })));
const ClearCacheDialog = lazy(() => import('./footer-dialogs').then((m) => ({ default: m.ClearCacheDialog })));

const SOCIAL = [
  ['https://x.com/khabarnews', msg`Khabar on X`, IconBrandX],
  ['https://www.facebook.com/khabarnews', msg`Khabar on Facebook`, IconBrandFacebook],
  ['https://www.instagram.com/khabarnews', msg`Khabar on Instagram`, IconBrandInstagram],
  ['https://www.linkedin.com/company/khabarnews', msg`Khabar on LinkedIn`, IconBrandLinkedin],
  ['https://www.youtube.com/@khabarnews', msg`Khabar on YouTube`, IconBrandYoutube],
] as const;

/** The footer's links to the site's pages, in the interface's language. */
const FOOTER_LABELS: Record<(typeof FOOTER_PAGES)[number], MessageDescriptor> = {
  termsConditions: msg`Terms and Conditions`,
  privacyPolicy: msg`Privacy Policy`,
  termsOfUse: msg`Terms of Use`,
  disclaimer: msg`Disclaimer`,
  contact: msg`Contact Us`,
  pricing: msg`Pricing`,
  shop: msg`Shop`,
};

export function Footer() {
  const site = useSiteInfo();
  const { t, i18n } = useLingui();
  const [credits, creditsCtl] = useDisclosure(false);
  const [cache, cacheCtl] = useDisclosure(false);
  const [used, setUsed] = useState({ credits: false, cache: false });
  if ((credits && !used.credits) || (cache && !used.cache))
    setUsed({ credits: used.credits || credits, cache: used.cache || cache });
  const email = site.data?.contactEmail;
  return (
    <Box
      component="footer"
      mt="xl"
      py="xl"
      bg="var(--mantine-color-default-hover)"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={800} ff="heading" fz="lg">
              {APP_NAME}
            </Text>
            <Text size="sm">
              <Trans>
                {APP_NAME} brings together trusted news sources, analysis and tools with personalised feeds.
              </Trans>
            </Text>
            <Text size="xs">
              <Trans>This site is informative only and is not endorsed by any college or university.</Trans>
            </Text>
          </Stack>
          <nav aria-label={t`Site pages`}>
            <Stack gap={4}>
              {FOOTER_PAGES.map((key) => (
                <HrefLink key={key} href={SITE_PAGES[key].path} size="sm" c="var(--mantine-color-text)">
                  {i18n._(FOOTER_LABELS[key])}
                </HrefLink>
              ))}
            </Stack>
          </nav>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              <Trans>Contact</Trans>
            </Text>
            {email ? (
              <Anchor href={`mailto:${email}`} size="sm">
                {email}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>Loading contact…</Trans>
              </Text>
            )}
            <Group gap={4}>
              {SOCIAL.map(([href, label, Icon]) => (
                <ActionIcon
                  key={href}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  size="lg"
                  aria-label={i18n._(label)}
                >
                  <Icon size={20} />
                </ActionIcon>
              ))}
            </Group>
            <Group gap="md">
              <UnstyledButton fz="sm" td="underline" onClick={creditsCtl.open}>
                <Trans context="the works Khabar is built with">Credits</Trans>
              </UnstyledButton>
              <UnstyledButton fz="sm" td="underline" onClick={cacheCtl.open}>
                <Trans>How to Clear Browser Cache</Trans>
              </UnstyledButton>
            </Group>
          </Stack>
        </SimpleGrid>
        <Divider my="md" />
        <Text size="xs" ta="center">
          <Trans>
            © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
          </Trans>
        </Text>
      </Container>
      <Suspense fallback={null}>
        {used.credits && <CreditsDialog opened={credits} onClose={creditsCtl.close} />}
        {used.cache && <ClearCacheDialog opened={cache} onClose={cacheCtl.close} />}
      </Suspense>
    </Box>
  );
}
