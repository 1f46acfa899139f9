import { PUSH, type PushSettings, pushSettingsUpdateSchema } from '#shared/schemas/push.ts';

/**
 * What keeps the settings from being saved, in the words of the server's own schema (a digest
 * without a time, quiet hours that start when they end, a time not `HH:MM`), or null.
 */
export function settingsProblem(s: PushSettings): string | null {
  const r = pushSettingsUpdateSchema.safeParse(s);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  const field = issue.path.filter((p) => typeof p === 'string').join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The digest times with `time` added: each once, in the day's order, at most the limit. */
export function withTime(times: readonly string[], time: string): string[] {
  if (!/^\d\d:\d\d$/.test(time) || times.includes(time) || times.length >= PUSH.maxDigestTimes) return [...times];
  return [...times, time].sort();
}
