import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { InterfaceLanguage } from '#shared/interface-language.ts';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { activateInterfaceLanguage, i18n, rememberInterfaceLanguage } from '#app/lib/i18n.ts';

/**
 * A signed-in reader's interface language is kept in their profile, so every device they sign
 * in on follows it: when their account arrives with a language other than the one showing, the
 * interface turns to it (and the device remembers it). Answers the function that keeps a new
 * choice in the profile, or undefined for a visitor (their device alone remembers).
 */
export function useProfileInterfaceLanguage(): ((code: InterfaceLanguage) => void) | undefined {
  const user = useMe().data;
  const queryClient = useQueryClient();
  const kept = user?.interfaceLanguage ?? null;
  useEffect(() => {
    if (!kept || kept === i18n.locale) return;
    void activateInterfaceLanguage(kept).then(() => rememberInterfaceLanguage(kept));
  }, [kept]);
  if (!user) return undefined;
  // The profile's code loads with the first choice, not with the shell. A failed save leaves
  // the choice on this device, as a visitor's.
  return (code) =>
    void import('#app/features/profile/api/update-user.ts')
      .then((m) => m.saveInterfaceLanguage(queryClient, code))
      .catch(() => undefined);
}
