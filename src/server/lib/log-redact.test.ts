import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redact';

describe('request log redaction', () => {
  it.each([
    [
      'masks the one-time code in the verify path',
      '/api/otp/khabar/verify/sms/123456',
      '/api/otp/khabar/verify/sms/[redacted]',
    ],
    [
      'keeps the query after a masked code',
      '/api/otp/khabar/verify/sms/123456?x=1',
      '/api/otp/khabar/verify/sms/[redacted]?x=1',
    ],
    ['leaves other paths alone', '/api/khabar/auth/me', '/api/khabar/auth/me'],
  ])('%s', (_, url, logged) => expect(redactUrl(url)).toBe(logged));
});
