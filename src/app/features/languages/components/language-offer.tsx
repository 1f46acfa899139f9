import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountUser } from '#shared/schemas/user.ts';
import { STATUS_BAR_HEIGHT } from '#app/components/shell/status-bar-height.ts';
import { isLanguageCode, languageFromTag, languageInfo } from '#shared/languages.ts';
import {
  answerLanguageOffer,
  languageOfferAnswered,
  normalizeLanguages,
  setNewsLanguages,
  type NewsLanguages,
} from '#app/lib/news-languages.ts';
import { languagesQueryOptions } from '#app/features/languages/api/get-languages.ts';
import { useSaveProfileLanguages } from '#app/features/languages/api/save-profile-languages.ts';
import { wrappingButton } from '#app/components/wrapping-button.ts';

/** The languages a browser asks for (navigator.languages), as the codes Khabar knows. */
export const browserLanguages = (tags: readonly string[]): NewsLanguages =>
  normalizeLanguages(tags.map((t) => languageFromTag(t) ?? '').filter(isLanguageCode));

/** The languages' own names as a sentence says them: "English और हिन्दी" (Intl.ListFormat). */
const namesInSentence = (locale: string, langs: NewsLanguages): string =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(langs.map((c) => languageInfo(c)?.nativeName ?? c));

/**
 * A first visit from a browser that asks for an Indian language (navigator.languages: `hi-IN`,
 * `ta`, …): the news in those languages (and the others it asks for), in one tap. Taken or
 * dismissed, it never shows again on this device; a member whose profile holds a choice is
 * never asked. A browser asking for English alone is not asked: every language stays.
 *
 * Only the languages Khabar has news in are offered (the languages' counts): one tap must not
 * leave an empty home. A browser whose Indian languages have no news yet is not asked, and is
 * asked on a later visit once they have some.
 */
export function LanguageOffer({ user }: { user: AccountUser | null | undefined }) {
  const [asked] = useState(() => {
    if (languageOfferAnswered()) return [];
    const tags = browserLanguages(navigator.languages);
    return tags.some((c) => c !== 'en') ? tags : [];
  });
  const [open, setOpen] = useState(asked.length > 0);
  // Counted afresh on every visit it may show: kept counts may predate a language's first news.
  const counts = useQuery({ ...languagesQueryOptions(), staleTime: 0, enabled: open }).data;
  const offer = asked.filter((code) => counts?.some((l) => l.code === code && l.count > 0));
  const save = useSaveProfileLanguages();
  const { t, i18n } = useLingui();
  // Wait for who is reading (a member's own choice comes with their account) and for the counts.
  if (!open || user === undefined || user?.newsLanguages || !offer.some((c) => c !== 'en')) return null;
  const close = () => setOpen(false);
  // "Hindi and English" in the reader's words (Intl.ListFormat); the count lets a language say
  // "in the languages" where it says "in the language" of one (Marathi भाषेत / भाषांमध्ये).
  const names = namesInSentence(i18n.locale, offer);
  const n = offer.length;
  return (
    <Paper
      role="region"
      aria-label={t`Languages offer`}
      shadow="md"
      withBorder
      p="sm"
      style={{
        position: 'fixed',
        insetInline: 8,
        bottom: `calc(var(${STATUS_BAR_HEIGHT}, 0px) + 8px)`,
        zIndex: 150,
        maxWidth: 480,
        marginInline: 'auto',
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="start" gap="xs">
        <Text size="sm" fw={600}>
          <Plural value={n} one={`Read the news in ${names}?`} other={`Read the news in ${names}?`} />
        </Text>
        <CloseButton
          aria-label={t`Not now`}
          onClick={() => {
            answerLanguageOffer();
            close();
          }}
        />
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        <Trans>
          Your browser asks for these languages. You can change them any time in the menu, under My languages.
        </Trans>
      </Text>
      <Button
        size="sm"
        {...wrappingButton}
        ta="start"
        onClick={() => {
          setNewsLanguages(offer);
          if (user) save.mutate(offer);
          close();
        }}
      >
        <Plural value={n} one={`Show news in ${names}`} other={`Show news in ${names}`} />
      </Button>
    </Paper>
  );
}
