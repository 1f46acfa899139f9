import '@mantine/core/styles/List.css';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** What a membership unlocks (docs/product.md, "Roles"). */
export const BENEFITS = [
  msg`AI analysis of every article: bias, sentiment, missing angles, and explain like I am 15`,
  msg`Bookmarks that keep articles to read later, even offline`,
  msg`Create and edit personal notes`,
  msg`Save AI answers to your personal notes`,
] as const;

export function Benefits() {
  const { i18n } = useLingui();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="benefits-heading">
      <Title order={2} fz="lg" id="benefits-heading" mb="sm">
        <Trans>Membership benefits</Trans>
      </Title>
      <List
        spacing="xs"
        icon={
          <ThemeIcon size={22} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {BENEFITS.map((b) => (
          <List.Item key={b.id}>
            <Text size="sm">{i18n._(b)}</Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
