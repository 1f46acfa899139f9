// The compiled interface catalogues, one dynamic import (one chunk) per language, so a reader
// downloads only their own. The app loads the reader's at start (src/app/lib/i18n.ts); the server
// loads a member's for their notifications (src/server/modules/push/texts.ts).
import type { Messages } from '@lingui/core';
import type { InterfaceLanguage } from '#shared/interface-language.ts';

export const CATALOGUES: Record<InterfaceLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('./en/messages.ts'),
  hi: () => import('./hi/messages.ts'),
  bn: () => import('./bn/messages.ts'),
  mr: () => import('./mr/messages.ts'),
  ta: () => import('./ta/messages.ts'),
  te: () => import('./te/messages.ts'),
};
