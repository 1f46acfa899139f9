import { describe, expect, it } from 'vitest';
import { splitE164 } from './phone';

describe('stored phone numbers', () => {
  it('splits a stored number, preferring the longest dial code', () => {
    expect(splitE164('+919830012345')).toEqual({ dial: '+91', national: '9830012345' });
    expect(splitE164('+9779812345678')).toEqual({ dial: '+977', national: '9812345678' });
    expect(splitE164(undefined)).toEqual({ dial: '+91', national: '' });
  });
});
