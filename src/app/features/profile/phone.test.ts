import { describe, expect, it } from 'vitest';
import { phoneError, splitE164, toE164 } from './phone';

describe('phone numbers', () => {
  it('builds E.164 from what people type', () => {
    expect(toE164('+91', '098300 12345')).toBe('+919830012345');
    expect(toE164('+44', '20 7946 0958')).toBe('+442079460958');
  });
  it('wants 10 digits for India and a plausible number elsewhere', () => {
    expect(phoneError('+91', '98300 12345')).toBeNull();
    expect(phoneError('+91', '98300')).toBe('An Indian number has 10 digits');
    expect(phoneError('+44', '12')).toBe('Enter a valid phone number');
    expect(phoneError('+91', '')).toBe('Phone number is required');
  });
  it('splits a stored number, preferring the longest dial code', () => {
    expect(splitE164('+919830012345')).toEqual({ dial: '+91', national: '9830012345' });
    expect(splitE164('+9779812345678')).toEqual({ dial: '+977', national: '9812345678' });
    expect(splitE164(undefined)).toEqual({ dial: '+91', national: '' });
  });
});
