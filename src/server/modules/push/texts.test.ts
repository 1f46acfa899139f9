import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { INTERFACE_LANGUAGES } from '#shared/interface-language.ts';
import { importCatalogue } from '#app/locales/catalogues.ts';
import { payloadOf } from './alerts';
import { NOTIFICATION_MESSAGES, notificationTexts, type NotificationMessage } from './texts';

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

  it("write a Bengali member's notification in Bengali script, the headline staying in the article's language", async () => {
    const article = {
      id: 7,
      url: 'https://news.example/isro-launch',
      title: 'ISRO launches its heaviest rocket',
      source: 'The Telegraph',
      language: 'en',
      published: new Date('2026-12-06T06:30:00Z'),
      storyId: 3,
      sources: 4,
    };
    const p = payloadOf(article, 3, await notificationTexts('bn'), 'ISRO');
    expect(p.title).toBe('ISRO launches its heaviest rocket');
    expect(p.display?.body).toBe('The Telegraph · 4টি সূত্র');
    expect(p.display?.unwatch).toBe('“ISRO” নজরতালিকা থেকে সরান');
  });

  it('are in the script of each Indian interface language, none left in English', async () => {
    const scripts = {
      hi: /\p{Script=Devanagari}/u,
      mr: /\p{Script=Devanagari}/u,
      bn: /\p{Script=Bengali}/u,
      ta: /\p{Script=Tamil}/u,
      te: /\p{Script=Telugu}/u,
    };
    const en = await notificationTexts(null);
    const values = { source: 'PTI', sources: 2, term: 'ISRO' };
    for (const [code, script] of Object.entries(scripts)) {
      const texts = await notificationTexts(code);
      for (const key of Object.keys(NOTIFICATION_MESSAGES) as NotificationMessage[]) {
        expect(texts(key, values), `${code}: ${key}`).toMatch(script);
        expect(texts(key, values), `${code}: ${key}`).not.toBe(en(key, values));
      }
    }
  });
});
