import { Paper, type PaperProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

type Props = {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  p?: PaperProps['p'];
  children: ReactNode;
};

/** A form on a bordered panel, checked by its own code rather than the browser's (noValidate). */
export function FormPanel({ label, onSubmit, p = { base: 'md', sm: 'lg' }, children }: Props) {
  return (
    <Paper withBorder radius="lg" p={p} component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
    </Paper>
  );
}
