import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { chosenNames, useChosenLanguages } from '#app/lib/news-languages.ts';

// The picker (a dialog and its styles) loads with the first tap, not with the screen.
const LanguagesPicker = lazy(() => import('./languages-picker'));

/** Opens My languages from anywhere: `children` renders the opener with the open action. */
export function MyLanguagesOpener({
  signedIn,
  children,
}: {
  signedIn: boolean;
  children: (open: () => void) => React.ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      {children(() => {
        setWanted(true);
        setOpened(true);
      })}
      {wanted && (
        <Suspense fallback={null}>
          <LanguagesPicker key={String(opened)} opened={opened} onClose={() => setOpened(false)} signedIn={signedIn} />
        </Suspense>
      )}
    </>
  );
}

/** The line above a list: which languages it shows, and a way to change them. */
export function MyLanguagesLine({ signedIn }: { signedIn: boolean }) {
  const langs = useChosenLanguages();
  const { i18n } = useLingui();
  const names = chosenNames(i18n, langs);
  return (
    <MyLanguagesOpener signedIn={signedIn}>
      {(open) => (
        <Group gap={6} wrap="nowrap" data-testid="my-languages">
          <Text size="sm" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Trans>News in: {names}</Trans>
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={open} aria-haspopup="dialog">
            <Trans>Change</Trans>
          </Button>
        </Group>
      )}
    </MyLanguagesOpener>
  );
}
