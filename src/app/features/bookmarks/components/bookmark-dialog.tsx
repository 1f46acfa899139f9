import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { useLingui } from '@lingui/react/macro';
import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Bookmark } from '#shared/schemas/bookmarks.ts';

type Props = {
  /** The bookmark the dialog is about; null while it is closed. */
  bookmark: Bookmark | null;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  children: (bookmark: Bookmark) => ReactNode;
};

/** A dialog about one bookmark of the table, open while there is one. */
export function BookmarkDialog({ bookmark, onClose, title, size, children }: Props) {
  const { t } = useLingui();
  return (
    <Modal
      opened={bookmark !== null}
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {bookmark && children(bookmark)}
    </Modal>
  );
}
