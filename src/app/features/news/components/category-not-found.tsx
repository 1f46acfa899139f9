import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CATEGORIES } from '#shared/constants.ts';
import { NotFoundPage, SearchTheNews } from '#app/components/not-found.tsx';
import { shortTerm } from '#app/lib/search-words.ts';
import { categoryName } from '#app/lib/category-names.ts';

/** /pages/news/list?category=Nope: the categories there are, and a search for the word instead. */
export function CategoryNotFound({ category }: { category: string }) {
  const name = shortTerm(category, 40);
  const { t, i18n } = useLingui();
  return (
    <NotFoundPage
      title={t`No such category`}
      more={
        <Stack gap="sm" align="center">
          <Group gap={6} justify="center" component="nav" aria-label={t`News categories`}>
            {CATEGORIES.map((c) => (
              <Button
                key={c}
                renderRoot={(p) => <Link to="/pages/news/list" search={{ category: c }} {...p} />}
                size="compact-md"
                radius="xl"
                variant="light"
              >
                {categoryName(i18n, c)}
              </Button>
            ))}
          </Group>
          <Text size="sm">
            <Trans>or</Trans>
          </Text>
          <SearchTheNews q={category} term={name} />
        </Stack>
      }
    >
      {t`Khabar has no category called "${name}". The news is sorted into these:`}
    </NotFoundPage>
  );
}
