import { useLingui } from '@lingui/react/macro';
import '@mantine/core/styles/NavLink.css';
import { NavLink } from '@mantine/core';
import { IconHeadphones, IconLanguage } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useViewer } from '#app/features/auth/api/get-me.ts';
import { InstallItem } from '#app/features/pwa/install-item.tsx';
import { MyLanguagesOpener } from '#app/features/languages/components/my-languages.tsx';
import { chosenNames, useChosenLanguages } from '#app/lib/news-languages.ts';

/** The drawer's feature items (loaded with the drawer, when it is first opened). */
export default function DrawerExtra({ close }: { close: () => void }) {
  const { member, signedIn } = useViewer();
  const langs = useChosenLanguages();
  const { t, i18n } = useLingui();
  return (
    <>
      <MyLanguagesOpener signedIn={signedIn}>
        {(open) => (
          <NavLink
            component="button"
            label={t`My languages`}
            description={chosenNames(i18n, langs)}
            leftSection={<IconLanguage size={18} />}
            onClick={open}
            aria-haspopup="dialog"
          />
        )}
      </MyLanguagesOpener>
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
