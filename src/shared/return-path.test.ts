import { describe, expect, it } from 'vitest';
import { isReturnPath, returnPathSchema } from './schemas/return-path';

describe('the way back after sign-in', () => {
  it.each([
    '/secure/transaction-history',
    '/pages/news/search?q=monsoon&page=2',
    '/pages/news/details/https%3A%2F%2Fexample.com%2Fa',
    '/pages/news/list?category=Sports#top',
  ])('accepts a path on this site: %s', (p) => {
    expect(returnPathSchema.safeParse(p).success).toBe(true);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'secure/order',
    '',
    '/pages/user/login?redirect=/secure/order',
    '/secure/logout',
    `/${'a'.repeat(3000)}`,
  ])('refuses anything else: %s', (p) => {
    expect(isReturnPath(p)).toBe(false);
    expect(returnPathSchema.safeParse(p).success).toBe(false);
  });

  it('refuses what is not text', () => {
    expect(returnPathSchema.safeParse(42).success).toBe(false);
  });
});
