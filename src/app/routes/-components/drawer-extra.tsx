import { useLingui } from '@lingui/react/macro';
import '@mantine/core/styles/NavLink.css';
import { NavLink } from '@mantine/core';
import { IconHeadphones } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useViewer } from '#app/features/auth/api/get-me.ts';
import { InstallItem } from '#app/features/pwa/install-item.tsx';

/** The drawer's feature items (loaded with the drawer, when it is first opened). */
export default function DrawerExtra({ close }: { close: () => void }) {
  const { member } = useViewer();
  const { t } = useLingui();
  return (
    <>
      {member && (
        <NavLink
          component={Link}
          to="/pages/news/listen"
          label={t`Listen to my bookmarks`}
          leftSection={<IconHeadphones size={18} />}
          onClick={close}
        />
      )}
      <InstallItem onDone={close} />
    </>
  );
}
