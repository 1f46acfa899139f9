import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LANGUAGES } from '#shared/languages.ts';
import { formatCount } from '#app/lib/format.ts';
import { normalizeLanguages, setNewsLanguages, useChosenLanguages } from '#app/lib/news-languages.ts';
import { toast } from '#app/lib/toast.ts';
import { useLanguageCounts } from '#app/features/languages/api/get-languages.ts';
import { useSaveProfileLanguages } from '#app/features/languages/api/save-profile-languages.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** A signed-in reader's choice goes into their profile too, so their other devices follow. */
  signedIn: boolean;
};

/**
 * My languages: the news languages to show, several at once, each by its own name (and by its
 * English one), with how many articles Khabar has in it. None ticked shows every language.
 */
export default function LanguagesPicker({ opened, onClose, signedIn }: Props) {
  const chosen = useChosenLanguages();
  const [ticked, setTicked] = useState<string[]>([...chosen]);
  const counts = useLanguageCounts().data;
  const countOf = new Map(counts?.map((c) => [c.code, c.count]));
  const save = useSaveProfileLanguages();
  const { t } = useLingui();
  // Languages with articles first, in the list's order; the others after them.
  const listed = [...LANGUAGES].sort(
    (a, b) => Number((countOf.get(b.code) ?? 0) > 0) - Number((countOf.get(a.code) ?? 0) > 0),
  );

  const done = () => {
    setNewsLanguages(ticked);
    if (signedIn) {
      save.mutate(normalizeLanguages(ticked), {
        onError: () => toast(t`Your languages are kept on this device; your profile could not be updated.`, 'error'),
      });
    }
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`My languages`} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            The news home, categories, search and your watch list show news in the languages you tick. Tick none for
            every language.
          </Trans>
        </Text>
        <Checkbox.Group value={ticked} onChange={setTicked} aria-label={t`News languages`}>
          <Stack gap={10}>
            {listed.map((l) => (
              <Checkbox
                key={l.code}
                value={l.code}
                label={
                  <span>
                    <span lang={l.code} dir={l.dir} style={{ fontWeight: 600 }}>
                      {l.nativeName}
                    </span>
                    {l.nativeName !== l.name && (
                      <Text span size="sm" c="dimmed">
                        {' '}
                        · {l.name}
                      </Text>
                    )}
                    {countOf.has(l.code) && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({formatCount(countOf.get(l.code) ?? 0)})
                      </Text>
                    )}
                  </span>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={done}>
            <Trans>Show these languages</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
