import { Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { INTERFACE_LANGUAGES, isInterfaceLanguage, type InterfaceLanguage } from '#shared/interface-language.ts';
import { languageInfo } from '#shared/languages.ts';
import { activateInterfaceLanguage, rememberInterfaceLanguage } from '#app/lib/i18n.ts';

type Props = {
  /** Told of the reader's new choice once the interface is in it (a member's profile keeps it). */
  onChosen?: (code: InterfaceLanguage) => void;
};

/**
 * The interface's language, one control: each language by its own name (a reader who cannot
 * read the current one still finds theirs). The choice is kept on the device and mirrored in a
 * cookie, so the server renders the next first screen in it.
 */
export function LanguageSwitch({ onChosen }: Props) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const choose = async (value: string) => {
    if (!isInterfaceLanguage(value) || value === i18n.locale) return;
    setBusy(true);
    try {
      await activateInterfaceLanguage(value);
      rememberInterfaceLanguage(value);
      onChosen?.(value);
    } finally {
      setBusy(false);
    }
  };
  return (
    <NativeSelect
      label={
        <>
          <IconLanguage size={14} style={{ verticalAlign: -2, marginRight: 6 }} aria-hidden />
          <Trans>Language</Trans>
        </>
      }
      value={i18n.locale}
      disabled={busy}
      onChange={(e) => void choose(e.currentTarget.value)}
      data={INTERFACE_LANGUAGES.map((code) => ({ value: code, label: languageInfo(code)?.nativeName ?? code }))}
    />
  );
}
