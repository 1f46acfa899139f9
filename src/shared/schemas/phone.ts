import { z } from '../zod';
import { MESSAGES } from '../messages';
import { e164Schema } from './otp';

// Phone numbers as people type them: with the country code ('+91 98765 43210', '0091 98765
// 43210'), with the trunk 0 ('098765-43210') or bare ('9876543210'), spaced, dashed or in
// brackets. Forms take any of these and send the number in one form: E.164 for the profile's
// phone (its one-time-code flow stores it so), ten digits for an order's buyer (the published
// order form's field).

/** India's dial code, the forms' default country. */
export const INDIA_DIAL = '+91';

const TYPED = /^\+?[\d\s().-]*$/;
/** An Indian mobile number: ten digits, the first 6 to 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * `typed` with the country `dial` ('+91') chosen beside it, as E.164 ('+919876543210'), or
 * null when it holds anything but digits and separators. A number typed with its own country
 * code keeps that code, whatever `dial` says.
 */
export function typedPhoneToE164(dial: string, typed: string): string | null {
  const text = typed.trim();
  if (!TYPED.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  const national = digits.replace(/^0+/, '');
  // '91 98765 43210': India's code typed without its plus.
  if (dial === INDIA_DIAL && national.length === 12 && national.startsWith('91')) return `+${national}`;
  return `${dial}${national}`;
}

/** Why `typed` (with `dial` beside it) is not a phone number a code can be sent to, or null. */
export function phoneProblem(dial: string, typed: string): string | null {
  if (!typed.trim()) return MESSAGES.phoneRequired;
  const e164 = typedPhoneToE164(dial, typed);
  if (e164 === null) return MESSAGES.phoneCharacters;
  if (e164.startsWith(INDIA_DIAL) && !INDIAN_MOBILE.test(e164.slice(INDIA_DIAL.length)))
    return MESSAGES.phoneIndianMobile;
  return e164Schema.safeParse(e164).success ? null : MESSAGES.phoneInvalid;
}

/** The profile's phone form: a country and the number as typed; its `number` field carries the reason. */
export const phoneFormSchema = z.object({ dial: z.string(), number: z.string() }).check(
  z.superRefine((v, ctx) => {
    const message = phoneProblem(v.dial, v.number);
    if (message) ctx.issues.push({ code: 'custom', message, input: v.number, path: ['number'] });
  }),
);
export type PhoneForm = z.infer<typeof phoneFormSchema>;

/**
 * An Indian mobile number as typed, as its ten digits ('+91 98765 43210' → '9876543210'), or
 * the text unchanged when it is not one (the schema that follows says why).
 */
export function typedIndianMobile(typed: string): string {
  const e164 = typedPhoneToE164(INDIA_DIAL, typed);
  return e164?.startsWith(INDIA_DIAL) && e164.length === INDIA_DIAL.length + 10 ? e164.slice(INDIA_DIAL.length) : typed;
}
