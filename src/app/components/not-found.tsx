import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import { wrappingButton } from './wrapping-button';
import { SearchBox } from './shell/search-box';

type Props = {
  title: string;
  /** What was not found and why, in a sentence or two. */
  children: ReactNode;
  /** Ways on that fit this page, above the search and the way home. */
  more?: ReactNode;
};

/** A page that is not there: says what, and offers ways on (the screen's own, a search, the news). */
export function NotFoundPage({ title, children, more }: Props) {
  return (
    <Container size="sm" py={48}>
      <PageTitle name={title} />
      <Stack align="center" gap="md" ta="center">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
        {more}
        <Box w="100%" maw={420} mt="xs">
          <SearchBox />
        </Box>
        <Button component={Link} to="/dashboard/news" variant="light">
          <Trans>Go to the news</Trans>
        </Button>
      </Stack>
    </Container>
  );
}

/** A way on from a page that is not there: a search of the news for `q`, shown as `term` (shortened). */
export function SearchTheNews({ q, term }: { q: string; term: string }) {
  const { t } = useLingui();
  return (
    <Button
      renderRoot={(p) => <Link to="/pages/news/search" search={{ q }} {...p} />}
      variant="default"
      leftSection={<IconSearch size={16} />}
      {...wrappingButton}
    >
      {t`Search the news for "${term}"`}
    </Button>
  );
}

/** An address the app has no screen for. */
export function NotFound() {
  const { t } = useLingui();
  return (
    <NotFoundPage title={t`Page not found`}>
      <Trans>
        The page you asked for does not exist or has moved. Search for what you were after, or start from the news.
      </Trans>
    </NotFoundPage>
  );
}
