import { Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';

type Props = {
  /** The container's width: a narrow record, or a wide table. */
  width: 'md' | 'xl';
  /** The breadcrumb's last step. */
  crumb: string;
  title: ReactNode;
  /** Under the title: where the reader stands (a balance, a membership). */
  summary: ReactNode;
  /** Beside the title: what to do next (buy, go to a page). */
  actions: ReactNode;
  /** The rest of the screen: the history list, and anything above it. */
  children: ReactNode;
};

/** A history screen's frame: breadcrumb, then the title and summary with the actions beside them. */
export function HistoryScreen({ width, crumb, title, summary, actions, children }: Props) {
  return (
    <Container size={width} py="xl">
      <Breadcrumb current={crumb} />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1}>{title}</Title>
            {summary}
          </div>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
