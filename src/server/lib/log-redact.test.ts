import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redact';

describe('request log redaction', () => {
  it('masks the one-time code in the verify path', () => {
    expect(redactUrl('/api/otp/khabar/verify/sms/123456')).toBe('/api/otp/khabar/verify/sms/[redacted]');
    expect(redactUrl('/api/otp/khabar/verify/sms/123456?x=1')).toBe('/api/otp/khabar/verify/sms/[redacted]?x=1');
  });
  it('leaves other paths alone', () => {
    expect(redactUrl('/api/khabar/auth/me')).toBe('/api/khabar/auth/me');
  });
});
