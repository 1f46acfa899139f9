import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PUSH, PUSH_RULES, type PushSettings, pushSettingsUpdateSchema } from '#shared/schemas/push.ts';

type Rule = keyof typeof PUSH_RULES;
const maxTimes = PUSH.maxDigestTimes;
/** Each rule of the server's schema as the member reads it, in the interface's language. */
const RULE_TEXT: Record<Rule, MessageDescriptor> = {
  time: msg`Write each time as hours and minutes, such as 07:30.`,
  tooManyTimes: msg`A digest can come at most ${maxTimes} times a day.`,
  timesRepeat: msg`Each digest time can be chosen once.`,
  quietSame: msg`Quiet hours need to end at a different time from when they start.`,
  digestNeedsTime: msg`Add at least one time for the digest, or choose to get alerts at once.`,
};
const RULE_OF = new Map(Object.entries(PUSH_RULES).map(([rule, said]) => [said as string, rule as Rule]));

/**
 * What keeps the settings from being saved, checked by the server's own schema (a digest
 * without a time, quiet hours that start when they end, a time not `HH:MM`), in the member's
 * words and language; or null.
 */
export function settingsProblem(s: PushSettings): string | null {
  const r = pushSettingsUpdateSchema.safeParse(s);
  if (r.success) return null;
  const said = r.error.issues[0]!.message;
  const rule = RULE_OF.get(said);
  return rule ? i18n._(RULE_TEXT[rule]) : said;
}

/** The digest times with `time` added: each once, in the day's order, at most the limit. */
export function withTime(times: readonly string[], time: string): string[] {
  if (!/^\d\d:\d\d$/.test(time) || times.includes(time) || times.length >= PUSH.maxDigestTimes) return [...times];
  return [...times, time].sort();
}
