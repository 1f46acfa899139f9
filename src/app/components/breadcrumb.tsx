import { Trans, useLingui } from '@lingui/react/macro';
import '@mantine/core/styles/Breadcrumbs.css';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The "Home / <page>" trail above a page's heading, as a labelled nav landmark. */
export function Breadcrumb({ current, mb = 'md' }: { current: string; mb?: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <Breadcrumbs mb={mb}>
        <Anchor component={Link} to="/">
          <Trans>Home</Trans>
        </Anchor>
        <Text component="span" aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
