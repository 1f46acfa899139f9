import { e164Schema } from '#shared/schemas/otp.ts';

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
const DEFAULT_DIAL = '+91';

/** Join a dial code and a national number typed with spaces, dashes or a trunk 0. */
export function toE164(dial: string, national: string): string {
  return `${dial}${national.replace(/\D/g, '').replace(/^0+/, '')}`;
}

/** Why the number cannot be used, or null. Indian mobiles have 10 digits. */
export function phoneError(dial: string, national: string): string | null {
  const digits = national.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return 'Phone number is required';
  if (dial === '+91' && !/^\d{10}$/.test(digits)) return 'An Indian number has 10 digits';
  const r = e164Schema.safeParse(toE164(dial, national));
  return r.success ? null : 'Enter a valid phone number';
}

/** Split a stored E.164 number back into a known dial code and the rest. */
export function splitE164(e164: string | undefined): { dial: string; national: string } {
  if (!e164) return { dial: DEFAULT_DIAL, national: '' };
  const known = [...DIAL_CODES].sort((a, b) => b.value.length - a.value.length).find((d) => e164.startsWith(d.value));
  return known ? { dial: known.value, national: e164.slice(known.value.length) } : { dial: DEFAULT_DIAL, national: '' };
}
