import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { PUSH, PUSH_REFUSALS } from '#shared/schemas/push.ts';
import { activateLanguage } from '#tests/helpers/catalogues.ts';
import { alertsText } from './texts';

afterEach(() => activateLanguage('en'));

const REFUSED = Object.values(PUSH_REFUSALS);

describe("the server's refusals to turn alerts on", () => {
  it('are said in English, the device limit with its figure, and a shared message as the catalogue says it', () => {
    expect(alertsText(i18n, PUSH_REFUSALS.off)).toBe(PUSH_REFUSALS.off);
    expect(alertsText(i18n, PUSH_REFUSALS.devicesFull)).toBe(
      `At most ${PUSH.maxSubscriptions} devices receive alerts. Turn them off on one of them first.`,
    );
    expect(alertsText(i18n, PUSH_REFUSALS.notYours)).toMatch(/^This device receives another account's alerts\./);
    expect(alertsText(i18n, MESSAGES.serverBusy)).toBe(MESSAGES.serverBusy);
    expect(alertsText(i18n, 'Something the server said')).toBe('Something the server said');
  });

  it('are said in each interface language, with no English word left', async () => {
    for (const code of ['hi', 'bn', 'mr', 'ta', 'te'] as const) {
      await activateLanguage(code);
      const said = REFUSED.map((r) => alertsText(i18n, r));
      for (const text of said) expect(text, code).not.toMatch(/[A-Za-z]{3,}/);
      expect(said[1], code).toContain(String(PUSH.maxSubscriptions));
      expect(new Set(said).size, code).toBe(REFUSED.length);
    }
  });
});
