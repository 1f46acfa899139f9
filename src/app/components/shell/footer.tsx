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
import { FOOTER_PAGES } from '#app/lib/site-pages.ts';
import { HrefLink } from '#app/components/href-link.tsx';

// The dialogs (and Mantine's modal code) load when one is first opened.
const CreditsDialog = lazy(() => import('./footer-dialogs').then((m) => ({ default: m.CreditsDialog })));
const ClearCacheDialog = lazy(() => import('./footer-dialogs').then((m) => ({ default: m.ClearCacheDialog })));

const SOCIAL = [
  ['https://x.com/khabarnews', 'Khabar on X', IconBrandX],
  ['https://www.facebook.com/khabarnews', 'Khabar on Facebook', IconBrandFacebook],
  ['https://www.instagram.com/khabarnews', 'Khabar on Instagram', IconBrandInstagram],
  ['https://www.linkedin.com/company/khabarnews', 'Khabar on LinkedIn', IconBrandLinkedin],
  ['https://www.youtube.com/@khabarnews', 'Khabar on YouTube', IconBrandYoutube],
] as const;

export function Footer() {
  const site = useSiteInfo();
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
              {APP_NAME} brings together trusted news sources, analysis and tools with personalised feeds.
            </Text>
            <Text size="xs">This site is informative only and is not endorsed by any college or university.</Text>
          </Stack>
          <nav aria-label="Site pages">
            <Stack gap={4}>
              {FOOTER_PAGES.map(({ href, label }) => (
                <HrefLink key={href} href={href} size="sm" c="var(--mantine-color-text)">
                  {label}
                </HrefLink>
              ))}
            </Stack>
          </nav>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Contact
            </Text>
            {email ? (
              <Anchor href={`mailto:${email}`} size="sm">
                {email}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                Loading contact…
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
                  aria-label={label}
                >
                  <Icon size={20} />
                </ActionIcon>
              ))}
            </Group>
            <Group gap="md">
              <UnstyledButton fz="sm" td="underline" onClick={creditsCtl.open}>
                Credits
              </UnstyledButton>
              <UnstyledButton fz="sm" td="underline" onClick={cacheCtl.open}>
                How to Clear Browser Cache
              </UnstyledButton>
            </Group>
          </Stack>
        </SimpleGrid>
        <Divider my="md" />
        <Text size="xs" ta="center">
          © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
        </Text>
      </Container>
      <Suspense fallback={null}>
        {used.credits && <CreditsDialog opened={credits} onClose={creditsCtl.close} />}
        {used.cache && <ClearCacheDialog opened={cache} onClose={cacheCtl.close} />}
      </Suspense>
    </Box>
  );
}
