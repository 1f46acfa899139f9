import type { AccountUser } from '#shared/schemas/user.ts';
import { useProfileLanguages } from '#app/features/languages/use-profile-languages.ts';
import { LanguageOffer } from './language-offer';

/** Beside every page (the browser's only): the profile's choice applied, the first visit's offer. */
export function LanguagesOnDevice({ user }: { user: AccountUser | null | undefined }) {
  useProfileLanguages(user);
  return <LanguageOffer user={user} />;
}
