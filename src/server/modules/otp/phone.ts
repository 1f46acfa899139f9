import type { Phone } from '#shared/schemas/user.ts';
import { badRequest } from '#server/lib/errors.ts';

// Calling codes we accept, longest first when matching. India is the main case; the others
// are the countries an Indian news reader most often has a number in.
const COUNTRIES: Record<string, string> = {
  '91': 'IN',
  '1': 'US',
  '44': 'GB',
  '971': 'AE',
  '966': 'SA',
  '974': 'QA',
  '968': 'OM',
  '965': 'KW',
  '973': 'BH',
  '65': 'SG',
  '60': 'MY',
  '61': 'AU',
  '64': 'NZ',
  '977': 'NP',
  '880': 'BD',
  '94': 'LK',
  '49': 'DE',
  '33': 'FR',
  '31': 'NL',
  '353': 'IE',
  '81': 'JP',
  '27': 'ZA',
  '254': 'KE',
  '39': 'IT',
  '34': 'ES',
};
const CODES = Object.keys(COUNTRIES).sort((a, b) => b.length - a.length);

/**
 * The API's Phone (display, international, national and E.164 forms, country, dial code,
 * verified) for an E.164 number, or a 400 naming `phone`.
 */
export function toPhone(e164: string, verified: boolean): Phone {
  const digits = e164.slice(1);
  const dial = CODES.find((c) => digits.startsWith(c));
  if (!dial) throw badRequest('phone: this country is not supported');
  const national = digits.slice(dial.length);
  if (dial === '91') {
    if (!/^[6-9]\d{9}$/.test(national)) {
      throw badRequest('phone: an Indian mobile number has 10 digits and starts with 6, 7, 8 or 9');
    }
    const grouped = `${national.slice(0, 5)} ${national.slice(5)}`;
    return {
      number: grouped,
      internationalNumber: `+91 ${grouped}`,
      nationalNumber: `0${grouped}`,
      e164Number: e164,
      countryCode: 'IN',
      dialCode: '+91',
      phoneVerified: verified,
    };
  }
  if (national.length < 6 || national.length > 12) throw badRequest('phone: wrong number of digits');
  return {
    number: national,
    internationalNumber: `+${dial} ${national}`,
    nationalNumber: national,
    e164Number: e164,
    countryCode: COUNTRIES[dial]!,
    dialCode: `+${dial}`,
    phoneVerified: verified,
  };
}
