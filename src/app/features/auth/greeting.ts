import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { TIME_ZONE } from '#shared/constants.ts';

/** A greeting for the hour in India, where Khabar's readers are. */
export function greetingFor(i18n: I18n, now: Date): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: TIME_ZONE }).format(now),
  );
  if (hour < 5) return i18n._(msg`Good evening`);
  if (hour < 12) return i18n._(msg`Good morning`);
  if (hour < 17) return i18n._(msg`Good afternoon`);
  return i18n._(msg`Good evening`);
}

/** "1 Day", "30 Days": a balance of membership days. */
export const days = (i18n: I18n, n: number) => i18n._(msg`${plural(n, { one: '# Day', other: '# Days' })}`);
