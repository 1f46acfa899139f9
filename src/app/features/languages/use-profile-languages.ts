import { useEffect, useRef } from 'react';
import type { AccountUser } from '#shared/schemas/user.ts';
import { newsLanguages, setNewsLanguages, storedLanguageChoice } from '#app/lib/news-languages.ts';
import { useSaveProfileLanguages } from './api/save-profile-languages';

/**
 * A member's My languages follows them from device to device: when their account arrives, the
 * profile's choice is the device's (the profile wins); a profile without one takes the choice
 * this device already has, so their next device follows it.
 */
export function useProfileLanguages(user: AccountUser | null | undefined): void {
  const { mutate } = useSaveProfileLanguages();
  const synced = useRef<number | null>(null);
  useEffect(() => {
    if (!user || synced.current === user.userId) return;
    synced.current = user.userId;
    if (user.newsLanguages) setNewsLanguages(user.newsLanguages);
    else if (storedLanguageChoice()) mutate(newsLanguages());
  }, [user, mutate]);
}
