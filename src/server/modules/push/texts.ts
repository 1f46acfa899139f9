import { setupI18n, type I18n } from '@lingui/core';
import { importCatalogue } from '#app/locales/catalogues.ts';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import {
  intlLocaleOf,
  isInterfaceLanguage,
  SOURCE_INTERFACE_LANGUAGE,
  type InterfaceLanguage,
} from '#shared/interface-language.ts';

/**
 * The words the server writes into an alert's notification, in English as the interface's
 * catalogues hold them (their `msgid`). They are put in each language's alerts catalogue by Lingui's macros in
 * src/app/features/alerts/notification-texts.ts, the same English byte for byte (texts.test.ts
 * holds the two together); the server looks each up by the id Lingui gives its English.
 */
export const NOTIFICATION_MESSAGES = {
  sources: '{source} · {sources} sources',
  unwatch: 'Unwatch “{term}”',
  testTitle: 'Khabar alerts are on',
  testBody: 'News on your watch list will arrive like this.',
} as const;
export type NotificationMessage = keyof typeof NOTIFICATION_MESSAGES;

const loaded = new Map<InterfaceLanguage, Promise<I18n>>();

const i18nOf = (code: InterfaceLanguage): Promise<I18n> => {
  let i18n = loaded.get(code);
  if (!i18n) {
    i18n = importCatalogue(code, 'alerts').then(({ messages }) =>
      setupI18n({ locale: code, locales: [intlLocaleOf(code)], messages: { [code]: messages } }),
    );
    loaded.set(code, i18n);
  }
  return i18n;
};

export type NotificationTexts = (key: NotificationMessage, values?: Record<string, string | number>) => string;

/**
 * The notification's words in a member's interface language (their profile's choice; English
 * when they made none, as the server has no browser to ask at sending time).
 */
export async function notificationTexts(language: string | null | undefined): Promise<NotificationTexts> {
  const i18n = await i18nOf(isInterfaceLanguage(language) ? language : SOURCE_INTERFACE_LANGUAGE);
  return (key, values) => {
    const message = NOTIFICATION_MESSAGES[key];
    return i18n._(generateMessageId(message), values, { message });
  };
}
