import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** What a membership unlocks (docs/product.md, "Roles"). */
export const BENEFITS = [
  'AI analysis of every article: bias, sentiment, missing angles, and explain like I am 15',
  'Bookmarks that keep articles to read later, even offline',
  'Create and edit personal notes',
  'Save AI answers to your personal notes',
] as const;

export function Benefits() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="benefits-heading">
      <Title order={2} fz="lg" id="benefits-heading" mb="sm">
        Membership benefits
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
          <List.Item key={b}>
            <Text size="sm">{b}</Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
