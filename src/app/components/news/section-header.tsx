import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionHeader({ title, id, action }: { title: string; id: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="baseline" mb="sm" mt="xl" wrap="wrap">
      <Title order={2} id={id} style={{ borderLeft: '4px solid var(--mantine-primary-color-filled)', paddingLeft: 10 }}>
        {title}
      </Title>
      {action}
    </Group>
  );
}
