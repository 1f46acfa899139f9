// Styles of components the shell's base set (lib/mantine-styles) does not load.
import '@mantine/core/styles/Image.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Image } from '@mantine/core';
import { OTHER_PAGES, SHOP_IMAGE } from '#app/features/legal/legal-meta.ts';
import { P } from './legal-page';
import { PageLink } from './page-link';
import { StaticPage } from './static-page';

export function ShopPage() {
  const { t } = useLingui();
  return (
    <StaticPage page="shop">
      <Image
        src={SHOP_IMAGE.src}
        alt={t`Coming Soon: the Khabar shop is not open yet`}
        maw={560}
        w="100%"
        mx="auto"
        radius="md"
      />
      <P>
        <Trans>
          The Khabar shop is coming soon. Until then, everything you need is on the{' '}
          <PageLink to={OTHER_PAGES.pricing.path}>pricing page</PageLink>.
        </Trans>
      </P>
    </StaticPage>
  );
}
