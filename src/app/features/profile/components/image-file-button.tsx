import { Button, FileButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { PHOTOS } from '#shared/schemas/photos.ts';

const IMAGE_TYPES = PHOTOS.types.join(',');

type Props<Multiple extends boolean> = {
  onChange: (files: Multiple extends true ? File[] : File | null) => void;
  multiple?: Multiple;
  icon: ReactNode;
  loading: boolean;
  children: ReactNode;
};

/** A small button that opens the file picker on the image types the server takes. */
export function ImageFileButton<Multiple extends boolean = false>({
  onChange,
  multiple,
  icon,
  loading,
  children,
}: Props<Multiple>) {
  return (
    <FileButton onChange={onChange} accept={IMAGE_TYPES} multiple={multiple}>
      {(props) => (
        <Button {...props} size="xs" variant="light" leftSection={icon} loading={loading}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}
