import { TIME_ZONE } from '#shared/constants.ts';

/** A greeting for the hour in India, where Khabar's readers are. */
export function greetingFor(now: Date): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: TIME_ZONE }).format(now),
  );
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

export const days = (n: number) => `${n} ${n === 1 ? 'Day' : 'Days'}`;
