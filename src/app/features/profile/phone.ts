import { INDIA_DIAL } from '#shared/schemas/phone.ts';

// Reading what people type is the shared schemas' (src/shared/schemas/phone.ts).

/** Dial codes offered; India first and the default. */
export const DIAL_CODES = [
  { value: '+91', label: 'India +91' },
  { value: '+977', label: 'Nepal +977' },
  { value: '+880', label: 'Bangladesh +880' },
  { value: '+94', label: 'Sri Lanka +94' },
  { value: '+971', label: 'UAE +971' },
  { value: '+65', label: 'Singapore +65' },
  { value: '+44', label: 'UK +44' },
  { value: '+1', label: 'USA/Canada +1' },
  { value: '+61', label: 'Australia +61' },
] as const;
const DEFAULT_DIAL = INDIA_DIAL;

/** Split a stored E.164 number back into a known dial code and the rest. */
export function splitE164(e164: string | undefined): { dial: string; national: string } {
  if (!e164) return { dial: DEFAULT_DIAL, national: '' };
  const known = [...DIAL_CODES].sort((a, b) => b.value.length - a.value.length).find((d) => e164.startsWith(d.value));
  return known ? { dial: known.value, national: e164.slice(known.value.length) } : { dial: DEFAULT_DIAL, national: '' };
}
