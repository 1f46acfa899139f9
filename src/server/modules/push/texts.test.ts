import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { INTERFACE_LANGUAGES } from '#shared/interface-language.ts';
import { importCatalogue } from '#app/locales/catalogues.ts';
import { NOTIFICATION_MESSAGES, notificationTexts } from './texts';

describe("the notification's words", () => {
  it("are in every language's alerts catalogue (the client declares the same English, so extraction keeps them)", async () => {
    for (const code of INTERFACE_LANGUAGES) {
      const { messages } = await importCatalogue(code, 'alerts');
      for (const message of Object.values(NOTIFICATION_MESSAGES))
        expect(messages[generateMessageId(message)], `${code}: ${message}`).toBeDefined();
    }
  });

  it('are written in English for a member who chose no language, in Hindi for one who chose Hindi', async () => {
    const en = await notificationTexts(null);
    expect(en('sources', { source: 'Assam Tribune', sources: 3 })).toBe('Assam Tribune · 3 sources');
    expect(en('unwatch', { term: 'Brahmaputra' })).toBe('Unwatch “Brahmaputra”');
    expect(en('testTitle')).toBe('Khabar alerts are on');
    const hi = await notificationTexts('hi');
    expect(hi('sources', { source: 'दैनिक जागरण', sources: 3 })).toBe('दैनिक जागरण · 3 स्रोत');
    expect(hi('unwatch', { term: 'ISRO' })).toBe('“ISRO” वॉच लिस्ट से हटाएँ');
    expect(hi('testTitle')).toBe('ख़बर के अलर्ट चालू हैं');
    // A code the interface is not written in is English.
    expect((await notificationTexts('xx'))('testBody')).toBe('News on your watch list will arrive like this.');
  });
});
