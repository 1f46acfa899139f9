import { Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { languageInfo } from '#shared/languages.ts';
import { useChosenLanguages, type NewsLanguages } from '#app/lib/news-languages.ts';

// The picker (a dialog and its styles) loads with the first tap, not with the screen.
const LanguagesPicker = lazy(() => import('./languages-picker'));

/** The chosen languages by their own names, or every language. */
export function chosenNames(langs: NewsLanguages): string {
  return langs.length === 0 ? 'All languages' : langs.map((c) => languageInfo(c)?.nativeName ?? c).join(', ');
}

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
  return (
    <MyLanguagesOpener signedIn={signedIn}>
      {(open) => (
        <Group gap={6} wrap="nowrap" data-testid="my-languages">
          <Text size="sm" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            News in: {chosenNames(langs)}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={open} aria-haspopup="dialog">
            Change
          </Button>
        </Group>
      )}
    </MyLanguagesOpener>
  );
}
