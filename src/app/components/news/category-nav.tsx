import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Facet } from '#shared/schemas/news.ts';
import { categoryName } from '#app/lib/category-names.ts';
import classes from './category-nav.module.css';

/** A scrollable strip of category links; `active` marks the current one. */
export function CategoryNav({ categories, active }: { categories: Facet[]; active?: string | 'today' }) {
  const { t, i18n } = useLingui();
  // The browser's own horizontal scrolling (thin bar): no scroll-area code on the first screen.
  return (
    <Box className={classes.strip}>
      <Group component="nav" aria-label={t`News categories`} gap={6} wrap="nowrap" py={4}>
        <Button
          renderRoot={(p) => <Link to="/pages/news/list" search={{}} {...p} />}
          size="compact-md"
          radius="xl"
          style={{ flex: 'none' }}
          variant={active === 'today' ? 'filled' : 'light'}
          aria-current={active === 'today' ? 'page' : undefined}
        >
          <Trans>Today</Trans>
        </Button>
        {categories.map((c) => (
          <Button
            key={c.name}
            renderRoot={(p) => <Link to="/pages/news/list" search={{ category: c.name }} {...p} />}
            size="compact-md"
            radius="xl"
            style={{ flex: 'none' }}
            variant={active === c.name ? 'filled' : 'light'}
            aria-current={active === c.name ? 'page' : undefined}
          >
            {categoryName(i18n, c.name)}
          </Button>
        ))}
      </Group>
    </Box>
  );
}
