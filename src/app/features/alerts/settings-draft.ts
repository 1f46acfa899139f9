import { i18n } from '@lingui/core';
import { PUSH, type PushSettings, pushSettingsUpdateSchema } from '#shared/schemas/push.ts';
import { alertsText } from '#app/features/alerts/texts.ts';

/**
 * What keeps the settings from being saved, checked by the server's own schema (a digest
 * without a time, quiet hours that start when they end, a time not `HH:MM`), in the member's
 * words and language; or null.
 */
export function settingsProblem(s: PushSettings): string | null {
  const r = pushSettingsUpdateSchema.safeParse(s);
  if (r.success) return null;
  return alertsText(i18n, r.error.issues[0]!.message);
}

/** The digest times with `time` added: each once, in the day's order, at most the limit. */
export function withTime(times: readonly string[], time: string): string[] {
  if (!/^\d\d:\d\d$/.test(time) || times.includes(time) || times.length >= PUSH.maxDigestTimes) return [...times];
  return [...times, time].sort();
}
