import { msg } from '@lingui/core/macro';
import { INDIA_DIAL } from '#shared/schemas/phone.ts';

// Reading what people type is the shared schemas' (src/shared/schemas/phone.ts).

/** Dial codes offered; India first and the default. The label is translated where shown. */
export const DIAL_CODES = [
  { value: '+91', label: msg`India +91` },
  { value: '+977', label: msg`Nepal +977` },
  { value: '+880', label: msg`Bangladesh +880` },
  { value: '+94', label: msg`Sri Lanka +94` },
  { value: '+971', label: msg`UAE +971` },
  { value: '+65', label: msg`Singapore +65` },
  { value: '+44', label: msg`UK +44` },
  { value: '+1', label: msg`USA/Canada +1` },
  { value: '+61', label: msg`Australia +61` },
] as const;
const DEFAULT_DIAL = INDIA_DIAL;

/** Split a stored E.164 number back into a known dial code and the rest. */
export function splitE164(e164: string | undefined): { dial: string; national: string } {
  if (!e164) return { dial: DEFAULT_DIAL, national: '' };
  const known = [...DIAL_CODES].sort((a, b) => b.value.length - a.value.length).find((d) => e164.startsWith(d.value));
  return known ? { dial: known.value, national: e164.slice(known.value.length) } : { dial: DEFAULT_DIAL, national: '' };
}
